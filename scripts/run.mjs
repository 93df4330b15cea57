import { spawn } from 'node:child_process';
import os from 'node:os';

/** The steps running now: a signal to the runner is passed on to each one's process group. */
const running = new Set();

/**
 * Starts `command` and answers its exit `status` when it closes (128 + the signal's number when a signal
 * ended it). Its output is the runner's, or with `pipe`, held in `output` (stdout and stderr together).
 */
function step(command, args, env, { pipe = false } = {}) {
  return new Promise((resolve) => {
    const output = [];
    // A process group of its own, so that a signal reaches every process of the step (vitest's workers,
    // a journey's browsers and server), not only the one the runner started.
    const child = spawn(command, args, {
      stdio: pipe ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    running.add(child);
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    // A command that could not start (xvfb-run not installed) says so with the step's output.
    child.on('error', (error) => (pipe ? output.push(Buffer.from(`${error.message}\n`)) : console.error(error.message)));
    child.on('close', (code, signal) => {
      running.delete(child);
      // A command that could not start closes with a negative code (-2: not found).
      const status = signal ? 128 + os.constants.signals[signal] : Number.isInteger(code) && code >= 0 ? code : 1;
      resolve({ status, output: Buffer.concat(output) });
    });
  });
}

function stopGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The step's group has ended meanwhile.
  }
}

/**
 * A signal to the runner (Ctrl-C, `kill`, a closed terminal) goes to the steps it runs; each then
 * ends as a failed step does, and the runner with it, through process.exit, so that its exit listeners
 * run (the cluster's stop, the temporary directory's removal: ramTempDir.mjs). Between steps it ends the
 * runner at once. Never Node's default for the signal, which would end the runner without its listeners,
 * and its steps not at all when the signal was sent to the runner alone.
 */
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (!running.size) process.exit(128 + os.constants.signals[signal]);
    for (const child of running) stopGroup(child.pid, signal);
  });
}

/**
 * Runs one step with inherited output; exits the whole run with its code when it fails, after
 * `onFailure` (what helps to read the failure) when there is one.
 */
export async function run(label, command, args, env = {}, onFailure = () => {}) {
  announce(label, command, args);
  const started = Date.now();
  const { status } = await step(command, args, env);
  if (!verdict(label, status, started)) {
    onFailure();
    process.exit(status);
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
    steps.map(async ({ label, command, args }) => ({
      label,
      command,
      args,
      ...(await step(command, args, { FORCE_COLOR: '1' }, { pipe: true })),
      ended: Date.now(),
    })),
  );
  let failed = null;
  for (const { label, command, args, status, output, ended } of results) {
    announce(label, command, args);
    process.stderr.write(output);
    if (!verdict(label, status, started, ended)) failed ??= status;
  }
  if (failed !== null) process.exit(failed);
}
