// The package.json of a release (ADR 0038): the server's and the contract's runtime dependencies at the
// versions the repository installed and tested, the contract as a folder of the release itself, and
// the commands an operator runs there.
import fs from 'node:fs';
import path from 'node:path';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The version of `name` that `workspace` runs with: its own node_modules first, then the root's, as
 * Node resolves it (apps/server keeps a kysely of its own).
 */
export function installedVersion(root, workspace, name) {
  for (const dir of [path.join(root, workspace), root]) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return readJson(file).version;
  }
  throw new Error(`${name}, a dependency of ${workspace}, is not installed: run npm install first.`);
}

/** `workspace`'s dependencies but the workspace packages, each pinned to the version installed. */
function pinnedDependencies(root, workspace) {
  const { dependencies = {} } = readJson(path.join(root, workspace, 'package.json'));
  return Object.fromEntries(
    Object.keys(dependencies)
      .filter((name) => !name.startsWith('@t1d/'))
      .map((name) => [name, installedVersion(root, workspace, name)]),
  );
}

/** The contract as the release installs it: its compiled JavaScript, with no way back to its sources. */
export function contractManifest(root) {
  const contract = readJson(path.join(root, 'packages/contract/package.json'));
  return {
    name: contract.name,
    version: contract.version,
    private: true,
    type: 'module',
    sideEffects: false,
    exports: { '.': './dist/index.js' },
    dependencies: pinnedDependencies(root, 'packages/contract'),
  };
}

/** Where the contract sits inside a release; the release's package.json installs it from there. */
export const contractFolder = 'packages/contract';

export function releaseManifest(root, version) {
  const repository = readJson(path.join(root, 'package.json'));
  const dependencies = {
    ...pinnedDependencies(root, 'packages/contract'),
    ...pinnedDependencies(root, 'apps/server'),
    [contractManifest(root).name]: `file:${contractFolder}`,
  };
  const cli = (name) => `node apps/server/dist/cli/${name}.js`;
  return {
    name: 'parent-app',
    version,
    private: true,
    type: 'module',
    description: 'T1D Family, the parent app: the server, its web app and its content, ready to run.',
    engines: repository.engines,
    scripts: {
      // The same heap limit as `npm start` in the repository (README, "Running behind a load balancer").
      start: 'node --max-old-space-size=512 apps/server/dist/main.js',
      operator: cli('operatorMain'),
      backup: cli('backupMain'),
      restore: cli('restoreMain'),
      demo: cli('demoMain'),
    },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort(([a], [b]) => a.localeCompare(b))),
    overrides: repository.overrides,
    // npm runs install scripts only for the packages named here; the server's native module needs its.
    allowScripts: Object.fromEntries(Object.entries(repository.allowScripts ?? {}).filter(([name]) => name in dependencies)),
  };
}
