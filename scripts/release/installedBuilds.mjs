// The packages whose install scripts compile native code (better-sqlite3 builds SQLite with node-gyp:
// six minutes on a busy 2-core machine). A release takes the repository's installed copy of the same
// version, which the same script built on this machine for this Node.js; another version is compiled.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// node-gyp's object files, left beside the module it linked: the module loads from its .node file alone.
const isObjectFile = (file) => /[/\\]build[/\\](Release|Debug)[/\\](obj|obj\.target|\.deps)([/\\]|$)/.test(file);

const versionIn = (dir) => {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).version : null;
};

/**
 * Completes the install scripts npm skipped in the release at `dir` (installed with --ignore-scripts)
 * for each package `allowScripts` names; answers what was copied and what was compiled.
 */
export function completeInstallScripts(root, dir, allowScripts, env) {
  const done = { copied: [], compiled: [] };
  for (const name of Object.keys(allowScripts ?? {}).filter((name) => allowScripts[name])) {
    const target = path.join(dir, 'node_modules', name);
    const version = versionIn(target);
    if (!version) continue;
    const installed = [path.join(root, 'apps/server/node_modules', name), path.join(root, 'node_modules', name)].find(
      (candidate) => versionIn(candidate) === version,
    );
    if (installed) {
      fs.rmSync(target, { recursive: true, force: true });
      fs.cpSync(installed, target, { recursive: true, dereference: true, filter: (file) => !isObjectFile(file) });
      done.copied.push(`${name}@${version}`);
    } else {
      const rebuild = spawnSync('npm', ['rebuild', name], { cwd: dir, env, encoding: 'utf8' });
      if (rebuild.status !== 0) throw new Error(`npm rebuild ${name} failed:\n${rebuild.stdout}${rebuild.stderr}`);
      done.compiled.push(`${name}@${version}`);
    }
  }
  return done;
}
