import { describe, expect, test } from '../test/fixture.js';
import { issueToken } from './sessions.js';

describe('a sign-out everywhere', () => {
  test('also ends a session restored from a persistent login in the same instant it was ended', async ({ t, parent }) => {
    const persistent = await t.database.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('user_id', '=', parent.userId)
      .where('kind', '=', 'persistent')
      .executeTakeFirstOrThrow();
    await t.call('ParentAuthHandler.signout', { all_devices: true }, parent.token);
    // What a page restoring its session wrote when it had read the persistent login just before the sign-out.
    const restored = await issueToken(t.database.db, t.clock, t.config, parent.userId, 'session', persistent.id);
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, restored.token)).status).toBe(401);
  });
});
