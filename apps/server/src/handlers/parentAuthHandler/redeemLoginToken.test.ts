import { mintOneTimeToken } from '../../auth/oneTimeTokens.js';
import { describe, expect, test } from '../../test/fixture.js';
import { mintSsoToken } from '../../test/game.js';
import { cookieValue } from '../../test/testApp.js';
import type { Parent, TestApp } from '../../test/testApp.js';

const loginLink = async (t: TestApp, parent: Parent) =>
  (await mintOneTimeToken(t.database.db, { kind: 'parent_login', userId: parent.userId }, t.clock.now())).token;

const refused = { code: 404, msg: 'Invalid or expired token', reason: 'invalid_or_expired_token' };

describe('ParentAuthHandler.redeemLoginToken', () => {
  test('signs the parent of a login link in, once, with a session and the persistent cookie', async ({ t, parent }) => {
    const token = await loginLink(t, parent);
    const answer = await t.call('ParentAuthHandler.redeemLoginToken', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      user_id: parent.userId,
      family_id: parent.familyId,
      email: parent.email,
      p_code: parent.pCode,
    });
    expect(answer.body.data.persistent_token).toBeUndefined();
    expect(cookieValue(answer, 'parent_persistent_token')).not.toBe('');
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, answer.body.data.token)).status).toBe(200);
    const again = await t.call('ParentAuthHandler.redeemLoginToken', { token });
    expect([again.status, again.body]).toEqual([404, refused]);
  });

  test('of 50 uses at once one signs in', async ({ t, parent }) => {
    const token = await loginLink(t, parent);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call('ParentAuthHandler.redeemLoginToken', { token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(49);
  });

  test('refuses an expired link, an SSO token, a session token and an unknown one alike', async ({ t, parent }) => {
    const expired = await loginLink(t, parent);
    t.clock.advance(15 * 60);
    for (const token of [expired, await mintSsoToken(t, parent), parent.token, 'nope']) {
      const answer = await t.call('ParentAuthHandler.redeemLoginToken', { token });
      expect([answer.status, answer.body]).toEqual([404, refused]);
    }
  });

  test('a password change ends the links made before it', async ({ t, parent }) => {
    const before = await loginLink(t, parent);
    t.clock.advance(60);
    await t.database.db.updateTable('users').set({ password_updated_at: t.clock.now() }).where('id', '=', parent.userId).execute();
    expect((await t.call('ParentAuthHandler.redeemLoginToken', { token: before })).body).toEqual(refused);
    expect((await t.call('ParentAuthHandler.redeemLoginToken', { token: await loginLink(t, parent) })).status).toBe(200);
  });

  test.for([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a token of 513 characters', { token: 'x'.repeat(513) }],
  ] as const)('400 for %s', async ([, input], { t }) => {
    const answer = await t.call('ParentAuthHandler.redeemLoginToken', input as never);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].field).toBe('token');
  });
});
