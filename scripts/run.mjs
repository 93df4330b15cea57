import { spawnSync } from 'node:child_process';

/**
 * Runs one step with inherited output; exits the whole run with its code when it fails, after
 * `onFailure` (what helps to read the failure) when there is one.
 */
export function run(label, command, args, env = {}, onFailure = () => {}) {
  console.warn(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`=== ${label} failed after ${seconds}s`);
    onFailure();
    process.exit(result.status ?? 1);
  }
  console.warn(`=== ${label} passed in ${seconds}s`);
}
