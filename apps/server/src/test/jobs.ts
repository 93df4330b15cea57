import type { JobDefinition } from '../jobs/definitions.js';
import type { RunnerContext } from '../jobs/runner.js';
import { createMetrics } from '../ops/metrics.js';
import type { TestApp } from './testApp.js';

/** A job for the runner tests: its `run` as given, every minute unless said. */
export const testJob = (name: string, run: JobDefinition['run'], everySeconds = 60): JobDefinition => ({
  name,
  cron: '* * * * *',
  everySeconds,
  run,
});

/** A job whose first `failures` runs throw `message` and later ones succeed; `calls()` counts its runs. */
export function flakyJob(name: string, failures: number, message = 'busy', everySeconds?: number) {
  let calls = 0;
  const job = testJob(
    name,
    async () => {
      calls += 1;
      if (calls <= failures) throw new Error(message);
      return {};
    },
    everySeconds,
  );
  return { job, calls: () => calls };
}

const quiet = { info() {}, debug() {}, error() {} };

/** What a runner gives its jobs, over the test app, logging to `log` (nowhere unless given). */
export const jobContext = (t: TestApp, log: Partial<RunnerContext['log']> = {}): RunnerContext => ({
  db: t.database.db,
  clock: t.clock,
  push: t.app.pushDispatcher,
  log: { ...quiet, ...log },
  metrics: createMetrics(),
});
