import { issueToken } from '../auth/sessions.js';
import { describe, expect, test } from '../test/fixture.js';
import { flakyJob, jobContext } from '../test/jobs.js';
import { cleanUpExpired } from './cleanUp.js';
import { startInProcessRunner } from './inProcessRunner.js';

const day = 24 * 3600;

describe('the clean-up job', () => {
  test('deletes what ran out long enough ago, and keeps what is live or recent', async ({ t, parent }) => {
    const db = t.database.db;
    const now = t.clock.now();
    const session = (expiresAt: number, revokedAt: number | null = null) =>
      issueToken(db, t.clock, t.config, parent.userId, 'session').then(async ({ id }) => {
        await db.updateTable('auth_tokens').set({ expires_at: expiresAt, revoked_at: revokedAt }).where('id', '=', id).execute();
        return id;
      });
    const oldSession = await session(now - 8 * day);
    const oldRevoked = await session(now + day, now - 8 * day);
    const recentlyExpired = await session(now - day);
    await db
      .insertInto('attempt_counters')
      .values([
        { key: 'old', window_start: now - 2 * day, count: 3 },
        { key: 'new', window_start: now - 60, count: 1 },
      ])
      .execute();
    await db
      .insertInto('job_runs')
      .values({ job: 'x', period: 'old', status: 'done', attempts: 1, started_at: now - 31 * day, lease_until: 0 })
      .execute();

    const deleted = await cleanUpExpired(db, now);
    expect(deleted).toMatchObject({ auth_tokens: 2, attempt_counters: 1, job_runs: 1 });
    const tokens = (await db.selectFrom('auth_tokens').select('id').execute()).map((row) => row.id);
    expect(tokens).not.toContain(oldSession);
    expect(tokens).not.toContain(oldRevoked);
    expect(tokens).toContain(recentlyExpired);
    // The parent's own live session still opens the app.
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).status).toBe(200);
    const counters = (await db.selectFrom('attempt_counters').select('key').execute()).map((row) => row.key);
    expect(counters).toContain('new');
    expect(counters).not.toContain('old');
    expect(await cleanUpExpired(db, now)).toMatchObject({ auth_tokens: 0, attempt_counters: 0, job_runs: 0 });
  });
});

describe('the in-process runner', () => {
  test('runs each job at start and retries a failed period with back-off until it succeeds', async ({ t }) => {
    const flaky = flakyJob('flaky', 2, 'failure', 3600);
    const errors: string[] = [];
    const runner = startInProcessRunner(
      [flaky.job],
      jobContext(t, { error: (_: object, message: string) => void errors.push(message) }),
      () => 0.02,
    );
    try {
      for (let waited = 0; flaky.calls() < 3 && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      await runner.idle();
    } finally {
      await runner.stop();
    }
    expect(flaky.calls()).toBe(3);
    expect(errors).toEqual(['job failed', 'job failed']);
    const run = await t.database.db.selectFrom('job_runs').selectAll().where('job', '=', 'flaky').executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'done', attempts: 3 });
  });
});
