import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { daySeconds as day, type RetentionRule } from '../db/retention.js';

/** How long a claimed run may take before another process may take it over (its process stopped). */
export const leaseSeconds = 15 * 60;
/** A period's run is tried this many times, then given up until the next period. */
export const maxAttempts = 5;

/**
 * Claims the run of `job` for `period`: one atomic upsert, so that of any number of processes asking at
 * once exactly one gets it. A period already done is never claimed again; a failed one is claimed again
 * (a retry) until `maxAttempts`; a run whose process stopped is claimed again once its lease ran out.
 * Answers the attempt number, or null when the run is not this caller's.
 */
export async function claimRun(db: Db, job: string, period: string, now: number): Promise<number | null> {
  const row = await db
    .insertInto('job_runs')
    .values({ job, period, status: 'running', attempts: 1, started_at: now, lease_until: now + leaseSeconds })
    .onConflict((oc) =>
      oc
        .columns(['job', 'period'])
        .doUpdateSet({
          status: 'running',
          attempts: sql<number>`job_runs.attempts + 1`,
          started_at: now,
          lease_until: now + leaseSeconds,
          error: null,
        })
        .where((eb) =>
          eb.and([
            eb('job_runs.attempts', '<', maxAttempts),
            eb.or([
              eb('job_runs.status', '=', 'failed'),
              eb.and([eb('job_runs.status', '=', 'running'), eb('job_runs.lease_until', '<', now)]),
            ]),
          ]),
        ),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : null;
}

export async function finishRun(db: Db, job: string, period: string, now: number): Promise<void> {
  await db.updateTable('job_runs').set({ status: 'done', finished_at: now }).where('job', '=', job).where('period', '=', period).execute();
}

export async function failRun(db: Db, job: string, period: string, now: number, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .updateTable('job_runs')
    .set({ status: 'failed', finished_at: now, error: message.slice(0, 500) })
    .where('job', '=', job)
    .where('period', '=', period)
    .execute();
}

/** Job runs a month after they started: the ledger only needs the periods still being retried. */
export const jobRunsRetention: RetentionRule = (db, now) => ({
  job_runs: db.deleteFrom('job_runs').where('started_at', '<', now - 30 * day),
});
