// `npm run release`: release/parent-app-<version>/ and its .tar.gz, what a hospital copies to a server
// and starts with `node apps/server/dist/main.js` (ADR 0038). It holds the compiled server and
// contract, the web build, every file the server reads at run time (kept at the paths the server
// finds them by, relative to its own files) and the production node_modules, installed here.
// `--out <dir>` writes elsewhere; `--no-build` takes the build as it is (the process test reuses the
// one `npm test` made).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhenStale, root } from './build.mjs';
import { buildOutputs } from './buildStamp.mjs';
import { completeInstallScripts } from './release/installedBuilds.mjs';
import { contractFolder, contractManifest, releaseManifest } from './release/manifest.mjs';

/** What the server reads at run time besides its code: config.ts, content/, texts/ and app.ts name them. */
const runtimeFiles = [
  'apps/server/content', // content/programContent.ts, content/libraryFiles.ts
  'apps/web/src/locales', // texts/bundledTexts.ts: the interface texts the start brings into the database
  'apps/web/dist', // config.ts: WEB_DIST's default, served by app.ts
];
/**
 * Beside them, for the people installing it: the settings with their meaning, the systemd unit and the
 * TLS proxy in front (README, 'Putting it on the hospital's network'), so the archive is all they need.
 */
const operatorFiles = [
  ['.env.example', 'env.example'],
  ['deploy/parent-app.service', 'deploy/parent-app.service'],
  ['deploy/nginx.conf', 'deploy/nginx.conf'],
  ['deploy/Caddyfile', 'deploy/Caddyfile'],
];

/** Compiled JavaScript only: the type declarations and the build's bookkeeping stay behind. */
const isShipped = (file) => !/\.d\.ts(\.map)?$|\.tsbuildinfo$/.test(file);
/** The loopback issuer is for trying Google sign-in on a developer's machine; its library is not installed. */
const isServerShipped = (file) =>
  isShipped(file) && !/^apps\/server\/dist\/(devtools(\/|$)|cli\/issuerMain\.)/.test(path.relative(root, file).split(path.sep).join('/'));

function copy(from, to, filter = () => true) {
  fs.cpSync(path.join(root, from), to, { recursive: true, filter: (file) => filter(file) });
}

function writeJson(file, value) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The machine's environment less what `npm run` adds about this repository. */
const machineEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

function runIn(cwd, command, args) {
  const result = spawnSync(command, args, { cwd, env: machineEnv, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

// Both native modules load and work: the database driver opens a database, the password hash hashes.
const nativeCheck = `
const Database = (await import('better-sqlite3')).default;
new Database(':memory:').prepare('select 1').get();
await (await import('@node-rs/argon2')).hash('release check');`;

/** Writes the release folder and archive under `outDir`; answers their paths and the archive's size. */
export function makeRelease(outDir) {
  const missing = buildOutputs.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) throw new Error(`No build to release (${missing.join(', ')} missing): run npm run build.`);
  const version = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')).version;
  const name = `parent-app-${version}`;
  const dir = path.join(outDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });

  copy('apps/server/dist', path.join(dir, 'apps/server/dist'), isServerShipped);
  for (const from of runtimeFiles) copy(from, path.join(dir, from));
  for (const [from, to] of operatorFiles) copy(from, path.join(dir, to));
  copy('packages/contract/dist', path.join(dir, contractFolder, 'dist'), isShipped);
  writeJson(path.join(dir, contractFolder, 'package.json'), contractManifest(root));
  const manifest = releaseManifest(root, version);
  writeJson(path.join(dir, 'package.json'), manifest);
  // install-links: the contract is copied into node_modules with its dependencies beside the server's,
  // so both share one zod, as in the repository. engine-strict, as the repository's .npmrc says.
  fs.writeFileSync(path.join(dir, '.npmrc'), 'install-links=true\nengine-strict=true\n');

  runIn(dir, 'npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts']);
  const native = completeInstallScripts(root, dir, manifest.allowScripts, machineEnv);
  runIn(dir, process.execPath, ['--input-type=module', '-e', nativeCheck]);

  const archive = path.join(outDir, `${name}.tar.gz`);
  fs.rmSync(archive, { force: true });
  runIn(outDir, 'tar', ['-czf', archive, name]);
  return { dir, archive, bytes: fs.statSync(archive).size, native };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = path.resolve(outAt >= 0 ? args[outAt + 1] : path.join(root, 'release'));
  if (!args.includes('--no-build')) await buildWhenStale();
  const started = Date.now();
  const release = makeRelease(outDir);
  const { copied, compiled } = release.native;
  console.log(`Release written: ${path.relative(process.cwd(), release.dir)}/`);
  if (copied.length > 0) console.log(`Native modules from this machine's install: ${copied.join(', ')}`);
  if (compiled.length > 0) console.log(`Native modules compiled: ${compiled.join(', ')}`);
  console.log(
    `Archive: ${path.relative(process.cwd(), release.archive)} (${(release.bytes / 1e6).toFixed(1)} MB, made in ${Math.round((Date.now() - started) / 1000)} s)`,
  );
}
