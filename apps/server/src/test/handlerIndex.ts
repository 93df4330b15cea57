import path from 'node:path';

/** The file this writes: the gateway's table of handlers. */
export const handlerIndexFile = path.resolve(import.meta.dirname, '../handlers/index.ts');

/** Words an imported name cannot be (a handler named `export` is imported under another name). */
const reserved = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if implements import in instanceof interface let new null package private protected public return static ' +
    'super switch this throw true try typeof var void while with yield'
  ).split(' '),
);

interface HandlerFile {
  name: string;
  folder: string;
  method: string;
  /** The name it is imported under: the method's own, unless another command shares it or it is a reserved word. */
  local: string;
}

/**
 * Where each command's handler is (docs/decisions/0010-names-follow-the-wire.md): `Prefix.method` in
 * handlers/<prefix, first letter lower-cased>/<method>.ts, which exports `method`.
 */
function handlerFiles(names: readonly string[]): HandlerFile[] {
  const split = names.map((name) => {
    const dot = name.indexOf('.');
    const prefix = name.slice(0, dot);
    return { name, folder: prefix.charAt(0).toLowerCase() + prefix.slice(1), method: name.slice(dot + 1) };
  });
  const uses = new Map<string, number>();
  for (const { method } of split) uses.set(method, (uses.get(method) ?? 0) + 1);
  return split.map((file) => ({
    ...file,
    local:
      uses.get(file.method) === 1 && !reserved.has(file.method)
        ? file.method
        : file.folder + file.method.charAt(0).toUpperCase() + file.method.slice(1),
  }));
}

/**
 * handlers/index.ts as the contract gives it, in the registry's order and formatted as Prettier
 * formats it. `npm run generate:handlers` writes it; handlers/index.test.ts compares it with the file.
 */
export function handlerIndexSource(names: readonly string[]): string {
  const files = handlerFiles(names);
  const imports = files.map(({ folder, method, local }) => {
    const imported = local === method ? method : `${method} as ${local}`;
    return `import { ${imported} } from './${folder}/${method}.js';`;
  });
  const entries = files.map(({ name, local }) => `  '${name}': ${local},`);
  return [
    '// Written by `npm run generate:handlers` (scripts/generate-handlers.mjs) from the contract: do not edit.',
    "import type { HandlerTable } from '../gateway/context.js';",
    ...imports,
    '',
    "/** Each command's handler, by its wire name; a missing or extra one fails the typecheck (HandlerTable). */",
    'export const handlers: HandlerTable = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}
