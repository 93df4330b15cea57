import PgBoss from 'pg-boss';
import { leaseSeconds, maxAttempts } from '../ops/jobRuns.js';
import { runJob } from './runJob.js';
import { periodOf, type JobDefinition } from './definitions.js';
import type { JobRunner, RunnerContext } from './runner.js';

/**
 * The job runner on PostgreSQL: pg-boss (its own schema, `pgboss`) fires each definition's cron once
 * per minute across all processes and hands each job to one worker, retrying a failed one with
 * exponential back-off. The period is the job's creation time's, so a retry runs the same period, and
 * the claim in `job_runs` keeps a period to one run even if a job is delivered twice.
 */
export async function startPgBossRunner(databaseUrl: string, definitions: JobDefinition[], context: RunnerContext): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', max: 4 });
  boss.on('error', (error) => context.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const now = context.clock.now();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: maxAttempts - 1,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: leaseSeconds,
    });
    await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    await boss.work(definition.name, { includeMetadata: true, pollingIntervalSeconds: 2 }, async ([job]) => {
      const created = Math.floor((job?.createdOn.getTime() ?? Date.now()) / 1000);
      await runJob(definition, context, periodOf(definition, created));
    });
    // A new deployment does not wait for the first cron minute; every process asks, one job is made.
    await boss.send(definition.name, {}, { singletonKey: `start:${periodOf(definition, now)}`, singletonSeconds: 60 });
  }
  return {
    kind: 'pg-boss',
    async idle() {},
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
