import { spawn, spawnSync } from 'node:child_process';

/**
 * Runs one step with inherited output; exits the whole run with its code when it fails, after
 * `onFailure` (what helps to read the failure) when there is one.
 */
export function run(label, command, args, env = {}, onFailure = () => {}) {
  announce(label, command, args);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (!verdict(label, result.status, started)) {
    onFailure();
    process.exit(result.status ?? 1);
  }
}

const announce = (label, command, args) => console.warn(`\n=== ${label}: ${command} ${args.join(' ')}`);

/** Prints whether a step passed and how long it took since `started` (ms); answers whether it passed. */
function verdict(label, status, started, ended = Date.now()) {
  const seconds = ((ended - started) / 1000).toFixed(1);
  if (status === 0) console.warn(`=== ${label} passed in ${seconds}s`);
  else console.error(`=== ${label} failed after ${seconds}s`);
  return status === 0;
}

/**
 * Runs steps at the same time, each as `run` would, for steps that each keep one core busy (the
 * typecheck, the linter). Each step's output is held and printed whole, in the order given, so two
 * steps' lines never interleave; the run exits after all have ended if any failed.
 */
export async function runTogether(steps) {
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) =>
            resolve({ label, command, args, status: 1, output: [Buffer.from(`${error.message}\n`)], ended: Date.now() }),
          );
          child.on('close', (status) => resolve({ label, command, args, status, output, ended: Date.now() }));
        }),
    ),
  );
  let failed = null;
  for (const { label, command, args, status, output, ended } of results) {
    announce(label, command, args);
    process.stderr.write(Buffer.concat(output));
    if (!verdict(label, status, started, ended)) failed ??= status ?? 1;
  }
  if (failed !== null) process.exit(failed);
}
