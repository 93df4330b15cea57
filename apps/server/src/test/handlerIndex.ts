import path from 'node:path';

/**
 * The files this writes: the gateway's table of handlers in two halves, by who may call them (the
 * families' commands, public ones included, and the operators'); handlers/index.ts joins them.
 */
export const handlerTableFiles = {
  family: path.resolve(import.meta.dirname, '../handlers/familyHandlers.ts'),
  operator: path.resolve(import.meta.dirname, '../handlers/operatorHandlers.ts'),
} as const;

type Half = keyof typeof handlerTableFiles;

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
 * Where a command's handler is (docs/decisions/0010-names-follow-the-wire.md): `Prefix.method` in
 * handlers/<folder>/<method>.ts, the folder being the prefix with its first letter lower-cased, and
 * the file exporting `method`. handlers/layout.test.ts checks the files against the same rule.
 */
export function handlerPlace(name: string): { prefix: string; folder: string; method: string } {
  const dot = name.indexOf('.');
  const prefix = name.slice(0, dot);
  return { prefix, folder: prefix.charAt(0).toLowerCase() + prefix.slice(1), method: name.slice(dot + 1) };
}

function handlerFiles(names: readonly string[]): HandlerFile[] {
  const split = names.map((name) => {
    const { folder, method } = handlerPlace(name);
    return { name, folder, method };
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
 * Each half of the table as the contract gives it, in the registry's order and formatted as Prettier
 * formats it. `npm run generate:handlers` writes them; handlers/index.test.ts compares them with the files.
 */
export function handlerTableSources(commands: Readonly<Record<string, { access: string }>>): Record<Half, string> {
  const files = handlerFiles(Object.keys(commands));
  const half = (which: Half) => {
    const mine = files.filter(({ name }) => (commands[name]!.access === 'operator') === (which === 'operator'));
    const imports = mine.map(({ folder, method, local }) => {
      const imported = local === method ? method : `${method} as ${local}`;
      return `import { ${imported} } from './${folder}/${method}.js';`;
    });
    const who = which === 'operator' ? "the operators' commands" : "the families' commands (public ones included)";
    return [
      '// Written by `npm run generate:handlers` (scripts/generate-handlers.mjs) from the contract: do not edit.',
      "import type { HandlerTable } from '../gateway/context.js';",
      ...imports,
      '',
      `/** The handlers of ${who}, by wire name; handlers/index.ts joins the halves. */`,
      `export const ${which}Handlers = {`,
      ...mine.map(({ name, local }) => `  '${name}': ${local},`),
      '} satisfies Partial<HandlerTable>;',
      '',
    ].join('\n');
  };
  return { family: half('family'), operator: half('operator') };
}
