import { describe, expect, test } from '../test/fixture.js';
import { flakyJob, jobContext, testJob } from '../test/jobs.js';
import { claimRun, failRun, finishRun, leaseSeconds, maxAttempts } from './jobRuns.js';
import { runJob } from '../jobs/runJob.js';
import type { TestApp } from '../test/testApp.js';

const runOf = (t: TestApp, job: string, period: string) =>
  t.database.db.selectFrom('job_runs').selectAll().where('job', '=', job).where('period', '=', period).executeTakeFirstOrThrow();

describe('claiming a job run for its period', () => {
  test('50 processes asking at once: one gets it', async ({ t }) => {
    const claims = await Promise.all(Array.from({ length: 50 }, () => claimRun(t.database.db, 'sweep', 'p1', t.clock.now())));
    expect(claims.filter((claim) => claim !== null)).toEqual([1]);
  });

  test('a done period is never run again; a failed one is retried until the attempts are spent', async ({ t }) => {
    const db = t.database.db;
    expect(await claimRun(db, 'sweep', 'done', t.clock.now())).toBe(1);
    await finishRun(db, 'sweep', 'done', t.clock.now());
    t.clock.advance(leaseSeconds * 2);
    expect(await claimRun(db, 'sweep', 'done', t.clock.now())).toBeNull();

    const attempts = [];
    for (let i = 0; i < maxAttempts + 1; i += 1) {
      const attempt = await claimRun(db, 'sweep', 'failing', t.clock.now());
      attempts.push(attempt);
      if (attempt !== null) await failRun(db, 'sweep', 'failing', t.clock.now(), new Error(`failure ${i}`));
    }
    expect(attempts).toEqual([1, 2, 3, 4, 5, null]);
    expect(await runOf(t, 'sweep', 'failing')).toMatchObject({ status: 'failed', attempts: 5, error: 'failure 4' });
  });

  test('a run cut off with its process is taken over once its lease ran out, not before', async ({ t }) => {
    expect(await claimRun(t.database.db, 'sweep', 'cut', t.clock.now())).toBe(1);
    t.clock.advance(leaseSeconds - 1);
    expect(await claimRun(t.database.db, 'sweep', 'cut', t.clock.now())).toBeNull();
    t.clock.advance(2);
    expect(await claimRun(t.database.db, 'sweep', 'cut', t.clock.now())).toBe(2);
  });

  test('runJob runs a period once, records a failure, and runs it again on the retry', async ({ t }) => {
    const flaky = flakyJob('flaky', 1, 'database busy');
    const context = jobContext(t);
    await expect(runJob(flaky.job, context, 'p')).rejects.toThrow('database busy');
    expect(await runOf(t, 'flaky', 'p')).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await runJob(flaky.job, context, 'p')).toBe('done');
    expect(await runJob(flaky.job, context, 'p')).toBe('skipped');
    expect(flaky.calls()).toBe(2);
    expect(await runOf(t, 'flaky', 'p')).toMatchObject({ status: 'done', attempts: 2, error: null });
    const scraped = await context.metrics.registry.metrics();
    expect(scraped).toContain('t1d_job_runs_total{job="flaky",outcome="failed"} 1');
    expect(scraped).toContain('t1d_job_runs_total{job="flaky",outcome="done"} 1');
    expect(scraped).toContain('t1d_job_runs_total{job="flaky",outcome="skipped"} 1');
  });

  test('logs a run that did something, or came after a failure, at info; an empty run at debug', async ({ t }) => {
    const lines: string[] = [];
    const context = jobContext(t, {
      info: (o: object) => void lines.push(`info ${JSON.stringify(o)}`),
      debug: (o: object) => void lines.push(`debug ${JSON.stringify(o)}`),
    });
    const answers: object[] = [{ pushes: 0 }, { pushes: 3 }];
    const sweep = testJob('sweep', async () => answers.shift()!);
    await runJob(sweep, context, 'p1');
    await runJob(sweep, context, 'p2');
    const retried = flakyJob('retried', 1).job;
    await expect(runJob(retried, context, 'p')).rejects.toThrow('busy');
    await runJob(retried, context, 'p');
    expect(lines).toEqual([
      'debug {"job":"sweep","period":"p1","attempt":1,"pushes":0}',
      'info {"job":"sweep","period":"p2","attempt":1,"pushes":3}',
      'info {"job":"retried","period":"p","attempt":2}',
    ]);
  });
});
