import { maxAttempts } from '../ops/jobRuns.js';
import { runJob } from './runJob.js';
import { periodOf, type JobDefinition } from './definitions.js';
import type { JobRunner, RunnerContext } from './runner.js';

/** Seconds before retry n (1-based): 30 s, 1, 2 and 4 minutes. */
export const retryDelaySeconds = (attempt: number) => 30 * 2 ** (attempt - 1);

/**
 * The job runner of a SQLite deployment (one server process), or of PostgreSQL without pg-boss: each
 * definition on its own timer, once at start, a failed period retried with back-off.
 */
export function startInProcessRunner(definitions: JobDefinition[], context: RunnerContext, retryDelay = retryDelaySeconds): JobRunner {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const later = (seconds: number, work: () => void) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, seconds * 1000);
    timer.unref();
    timers.add(timer);
  };

  const attempt = (definition: JobDefinition, period: string, number: number) => {
    if (stopped) return;
    const run = runJob(definition, context, period).catch((error: unknown) => {
      context.log.error({ err: error, job: definition.name, period, attempt: number }, 'job failed');
      if (number < maxAttempts) later(retryDelay(number), () => attempt(definition, period, number + 1));
    });
    running.add(run);
    void run.finally(() => running.delete(run));
  };

  const tick = (definition: JobDefinition) => attempt(definition, periodOf(definition, context.clock.now()), 1);
  for (const definition of definitions) {
    tick(definition);
    const timer = setInterval(() => tick(definition), definition.everySeconds * 1000);
    timer.unref();
    timers.add(timer);
  }

  return {
    kind: 'in-process',
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
