import path from 'node:path';
import ts from 'typescript';

/** Table → column → whether a select may answer null. */
export type SchemaShape = Record<string, Record<string, boolean>>;

const serverDir = path.resolve(import.meta.dirname, '../..');

/**
 * What db/schema.ts declares, read from its types with the TypeScript compiler (they exist only as
 * types, so nothing at run time can list them): each table of `DatabaseSchema`, each of its columns,
 * and whether the column's select type (a `ColumnType`'s or `Generated`'s first part, else the type
 * itself) includes null.
 */
export function declaredSchema(): SchemaShape {
  const schemaFile = path.join(serverDir, 'src/db/schema.ts');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(serverDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('apps/server/tsconfig.json could not be read');
  const program = ts.createProgram([schemaFile], {
    ...config.options,
    // db/schema.ts needs no ambient types: leaving out @types/node makes the program a third of the size.
    types: [],
    noEmit: true,
    composite: false,
    declaration: false,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(schemaFile)!);
  const schema = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === 'DatabaseSchema');
  if (!schema) throw new Error('db/schema.ts exports no DatabaseSchema');

  const shape: SchemaShape = {};
  for (const table of checker.getDeclaredTypeOfSymbol(schema).getProperties()) {
    const columns: Record<string, boolean> = {};
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const declared = checker.getTypeOfSymbol(column);
      const select = declared.getProperty('__select__');
      const type = select ? checker.getTypeOfSymbol(select) : declared;
      const parts = type.isUnion() ? type.types : [type];
      if (parts.some((part) => part.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown))) {
        throw new Error(`${table.name}.${column.name}: its type did not resolve (${checker.typeToString(type)})`);
      }
      columns[column.name] = parts.some((part) => part.flags & ts.TypeFlags.Null);
    }
    shape[table.name] = columns;
  }
  return shape;
}
