// Whether the build is current: `npm start` builds only when it is missing or older than its sources.
// A successful build writes a stamp holding the moment it began; a source changed after that moment
// (a file, or a folder a file was added to or removed from) makes the build stale.
import fs from 'node:fs';
import path from 'node:path';

/** What the build reads: the sources, the texts and content, the packages and the build's own configuration. */
export const buildInputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
  'apps/server/src',
  'apps/server/content',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vitePlugins',
  'apps/web/postcss.config.js',
  'apps/web/scripts',
];

/** What a build leaves, one file of each part; without any of them there is no build to serve. */
export const buildOutputs = ['packages/contract/dist/index.js', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];

export const stampFile = '.tmp/build-stamp.json';

// Tests are left out of every part's build (the tsconfigs exclude them, Vite follows imports only).
const isTest = (name) => /\.test\.tsx?$/.test(name);

/** The most recently changed input under `root`: its path and mtime, or null when there is none. */
export function newestInput(root, inputs = buildInputs) {
  let newest = null;
  const visit = (file) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (!newest || stat.mtimeMs > newest.mtimeMs) newest = { file: path.relative(root, file), mtimeMs: stat.mtimeMs };
    if (!stat.isDirectory()) return;
    for (const entry of fs.readdirSync(file)) if (!isTest(entry)) visit(path.join(file, entry));
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

/**
 * `{ current: true }` when every part is built and no input changed since the last build began;
 * otherwise `{ current: false, reason }`, the reason in words for the start's one line.
 */
export function buildState(root) {
  if (buildOutputs.some((file) => !fs.existsSync(path.join(root, file)))) return { current: false, reason: 'there is no build yet' };
  const stamp = readStamp(root);
  if (!stamp) return { current: false, reason: 'the build is not stamped' };
  const newest = newestInput(root);
  if (newest && newest.mtimeMs > stamp.startedAtMs) return { current: false, reason: 'the sources changed since the last build' };
  return { current: true };
}

function readStamp(root) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(root, stampFile), 'utf8'));
    return typeof stamp.startedAtMs === 'number' ? stamp : null;
  } catch {
    return null;
  }
}

/** Written at the end of a successful build that began at `startedAtMs`. */
export function writeBuildStamp(root, startedAtMs) {
  const file = path.join(root, stampFile);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ startedAtMs, finishedAt: new Date().toISOString() }, null, 2)}\n`);
}
