// `npm run build`: the contract, the server and the web app (with its size budgets), then the stamp
// that tells `npm start` which sources the build was made from (scripts/buildStamp.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState, writeBuildStamp } from './buildStamp.mjs';

export const root = path.resolve(import.meta.dirname, '..');
const parts = ['packages/contract', 'apps/server', 'apps/web'];

/** Runs `npm run build` in one workspace; quiet, it keeps the output and shows it only if the step fails. */
function buildPart(workspace, quiet) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'build', '-w', workspace], { cwd: root, stdio: quiet ? 'pipe' : 'inherit' });
    let output = '';
    child.stdout?.on('data', (data) => (output += data));
    child.stderr?.on('data', (data) => (output += data));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(Object.assign(new Error(`The build of ${workspace} failed (exit ${code}).`), { output })),
    );
  });
}

/** Builds every part in order and stamps the build; `quiet` is the start's way, output only on failure. */
export async function build({ quiet = false } = {}) {
  const startedAtMs = Date.now();
  for (const part of parts) await buildPart(part, quiet);
  writeBuildStamp(root, startedAtMs);
}

/**
 * The build `npm start`, `npm run release` and the process tests use: made again only when it is missing
 * or older than its sources, saying so in one line. A failed build shows its output and ends the process.
 */
export async function buildWhenStale() {
  const state = buildState(root);
  if (state.current) return console.log('Build is up to date.');
  process.stdout.write(`Building: ${state.reason}… `);
  const started = Date.now();
  try {
    await build({ quiet: true });
  } catch (error) {
    console.log('failed.');
    console.error(`${error.output ?? ''}${error.message}`);
    process.exit(1);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
}

// `node scripts/build.mjs` builds; with --when-stale, only when the build is not current.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--when-stale')) await buildWhenStale();
  else
    await build().catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
