import type { Metrics } from '../ops/metrics.js';
import { claimRun, failRun, finishRun } from '../ops/jobRuns.js';
import type { JobContext, JobDefinition } from './definitions.js';

export type RunOutcome = 'done' | 'skipped';

/**
 * One run of `definition` for `period`: claimed first (another process may have it, or have done it:
 * skipped), then run, then marked done. A failure is recorded and thrown, for the runner to retry.
 */
export async function runJob(definition: JobDefinition, context: JobContext & { metrics: Metrics }, period: string): Promise<RunOutcome> {
  const { db, clock, metrics } = context;
  const attempt = await claimRun(db, definition.name, period, clock.now());
  if (attempt === null) {
    metrics.jobRan(definition.name, 'skipped');
    return 'skipped';
  }
  try {
    const result = await definition.run(context);
    await finishRun(db, definition.name, period, clock.now());
    metrics.jobRan(definition.name, 'done');
    // A run that did something, or succeeded after a failure, is worth a line; an empty sweep (the push
    // outbox, every 30 s) is not.
    const worthALine = attempt > 1 || Object.values(result).some((value) => typeof value === 'number' && value > 0);
    context.log[worthALine ? 'info' : 'debug']({ job: definition.name, period, attempt, ...result }, 'job done');
    return 'done';
  } catch (error) {
    await failRun(db, definition.name, period, clock.now(), error);
    metrics.jobRan(definition.name, 'failed');
    throw error;
  }
}
