import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient, mintSsoToken } from '../../test/game.js';
import { mintOneTimeToken } from '../../auth/oneTimeTokens.js';

const invalid = { code: 404, msg: 'Invalid or expired token', reason: 'invalid_or_expired_token' };

describe('POST /api/game/v1/sso/redeem', () => {
  test("answers the parent, the family's children and what the parent did, once", async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const token = await mintSsoToken(t, parent, 'signup');
    const answer = await game.post('/sso/redeem', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      user_id: parent.userId,
      family_id: parent.familyId,
      email: parent.email,
      real_name: expect.any(String),
      action: 'signup',
      children: [{ user_id: child.id, login_name: child.loginName, real_name: child.realName }],
    });
    const again = await game.post('/sso/redeem', { token });
    expect([again.status, again.body]).toEqual([404, invalid]);
  });

  test('of 50 redeems at once exactly one succeeds', async ({ t, parent }) => {
    const game = await gameClient(t);
    const token = await mintSsoToken(t, parent);
    const answers = await Promise.all(Array.from({ length: 50 }, () => game.post('/sso/redeem', { token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 404)).toHaveLength(49);
  });

  test('a token lives 120 seconds', async ({ t, parent }) => {
    const game = await gameClient(t);
    const [fresh, stale] = [await mintSsoToken(t, parent), await mintSsoToken(t, parent)];
    t.clock.advance(119);
    expect((await game.post('/sso/redeem', { token: fresh })).status).toBe(200);
    t.clock.advance(1);
    expect((await game.post('/sso/redeem', { token: stale })).body).toEqual(invalid);
  });

  test('an unknown token, a parent login link and a session token are not SSO tokens', async ({ t, parent }) => {
    const game = await gameClient(t);
    const link = await mintOneTimeToken(t.database.db, { kind: 'parent_login', userId: parent.userId }, t.clock.now());
    for (const token of ['no-such-token', link.token, parent.token]) {
      expect((await game.post('/sso/redeem', { token })).body).toEqual(invalid);
    }
    // The login link was not used up by being tried here.
    expect(
      await t.database.db.selectFrom('one_time_tokens').select('used_at').where('kind', '=', 'parent_login').executeTakeFirst(),
    ).toEqual({
      used_at: null,
    });
  });

  test.for([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a token of 513 characters', { token: 't'.repeat(513) }],
    ['a token that is a number', { token: 42 }],
  ] as const)('400 for %s', async ([, body], { t }) => {
    const game = await gameClient(t);
    const answer = await game.post('/sso/redeem', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'token', message: expect.any(String) }]);
  });
});
