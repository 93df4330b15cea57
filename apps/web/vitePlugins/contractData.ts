import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

interface ContractDataOptions {
  /** The modules to evaluate while building, relative to the web app's root. */
  modules: string[];
  /** The app's aliases, so the modules import the contract as the app does. */
  alias: Record<string, string>;
}

/** A module's exports as code, each the data it held; anything but plain data cannot be written out. */
function asCode(id: string, exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (typeof value === 'function' || value === undefined) {
        throw new Error(`${id} exports ${name}, which is not data: a precomputed module may export data only.`);
      }
      return `export const ${name} = ${JSON.stringify(value)};`;
    })
    .join('\n');
}

/**
 * Some modules only read data out of the contract's schemas: each command's envelope kind, the
 * list of coin reasons. Read at run time, they bring zod and every schema they touch into the
 * screens that use them. This plugin evaluates them while building and puts the data they export
 * in their place: the contract stays the one place it is declared, and the bundle carries only the
 * data. Tests and the dev server run the modules as written.
 */
export function contractData({ modules, alias }: ContractDataOptions): Plugin {
  let root = process.cwd();
  const ids = () => new Set(modules.map((module) => path.resolve(root, module)));
  return {
    name: 't1d:contract-data',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (!ids().has(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'silent', resolve: { alias } });
      return asCode(id, module);
    },
  };
}
