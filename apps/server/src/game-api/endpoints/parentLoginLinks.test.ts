import { runOperatorCommand } from '../../cli/operator.js';
import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient, knownToGame, mintSsoToken } from '../../test/game.js';

const notFound = [404, { code: 404, msg: 'Not found', reason: 'not_found' }];

describe('POST /api/game/v1/parent-login-links', () => {
  test("makes a one-time link into the parent app's splash, which hands the token to /token-handler", async ({ t, parent }) => {
    const game = await gameClient(t);
    await knownToGame(t, parent);
    const answer = await game.post('/parent-login-links', { parent_id: parent.userId });
    expect(answer.status).toBe(200);
    expect(answer.body.expires_at).toBe(t.clock.now() + 15 * 60);
    const url = new URL(answer.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/`);
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is stored.
    expect(JSON.stringify(await t.database.db.selectFrom('one_time_tokens').selectAll().execute())).not.toContain(token);
    const signedIn = await t.call('ParentAuthHandler.redeemLoginToken', { token });
    expect(signedIn.body.data).toMatchObject({ user_id: parent.userId, family_id: parent.familyId });
  });

  test('a child, an unknown id and another kind of user get no link', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    for (const parentId of [child.id, 999_999]) {
      const answer = await game.post('/parent-login-links', { parent_id: parentId });
      expect([answer.status, answer.body]).toEqual(notFound);
    }
    expect(await t.database.db.selectFrom('one_time_tokens').select('id').execute()).toEqual([]);
  });

  test('a parent the game never met gets none: a key is not a key to every account', async ({ t, parent, stranger }) => {
    const game = await gameClient(t);
    for (const someone of [parent, stranger]) {
      const answer = await game.post('/parent-login-links', { parent_id: someone.userId });
      expect([answer.status, answer.body]).toEqual(notFound);
    }
    expect(await t.database.db.selectFrom('one_time_tokens').select('id').execute()).toEqual([]);
  });

  test('the game knows a parent by a redeemed SSO token, or by a child of theirs it verified or redeemed', async ({
    t,
    parent,
    stranger,
  }) => {
    const game = await gameClient(t);
    const partner = await t.joinFamilyOf(parent);
    expect((await game.post('/parent-login-links', { parent_id: partner.userId })).status).toBe(404);
    // A child of the family, verified by the game: every parent of that family.
    const child = await gameChild(t, parent);
    expect((await game.post('/children/verify', { login_name: child.loginName, password: child.password })).status).toBe(200);
    for (const known of [parent, partner]) expect((await game.post('/parent-login-links', { parent_id: known.userId })).status).toBe(200);
    // Another family stays unknown until its own SSO token is redeemed.
    expect((await game.post('/parent-login-links', { parent_id: stranger.userId })).status).toBe(404);
    expect((await game.post('/sso/redeem', { token: await mintSsoToken(t, stranger) })).status).toBe(200);
    expect((await game.post('/parent-login-links', { parent_id: stranger.userId })).status).toBe(200);
  });

  test('a child login link the game redeemed makes the family known', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const link = await t.call('ParentPasswordInfo.createLoginLink', { child_user_id: child.id }, parent.token);
    const loginToken = new URL(link.body.data.url).searchParams.get('login_token');
    expect((await game.post('/child-login/redeem', { login_token: loginToken })).status).toBe(200);
    expect((await game.post('/parent-login-links', { parent_id: parent.userId })).status).toBe(200);
  });

  test('never an operator, known or not, and a link made for one before does not sign in', async ({ t, operator }) => {
    const game = await gameClient(t);
    await knownToGame(t, operator);
    const answer = await game.post('/parent-login-links', { parent_id: operator.userId });
    expect([answer.status, answer.body]).toEqual(notFound);
    // A link minted for this account before it became an operator.
    const clerk = await t.newParent();
    await knownToGame(t, clerk);
    const early = await game.post('/parent-login-links', { parent_id: clerk.userId });
    await runOperatorCommand(t.database.db, ['grant', clerk.email]);
    const token = new URL(early.body.url).searchParams.get('token') ?? '';
    expect((await t.call('ParentAuthHandler.redeemLoginToken', { token })).status).toBe(404);
  });

  test("every link made is in the audit log under the key's name", async ({ t, parent }) => {
    const game = await gameClient(t, 'partner-game-prod');
    await knownToGame(t, parent);
    await game.post('/parent-login-links', { parent_id: parent.userId });
    await game.post('/parent-login-links', { parent_id: 999_999 });
    const rows = await t.database.db.selectFrom('operator_audit').select(['user_id', 'user_email', 'cmd', 'target']).execute();
    expect(rows).toEqual([
      { user_id: null, user_email: 'game key partner-game-prod', cmd: 'game.parentLoginLinks', target: `user ${parent.userId}` },
    ]);
  });

  test.for([
    ['no parent_id', {}],
    ['a parent_id of 0', { parent_id: 0 }],
    ['a parent_id as text', { parent_id: '12' }],
    ['a fractional parent_id', { parent_id: 1.5 }],
  ] as const)('400 for %s', async ([, body], { t }) => {
    const game = await gameClient(t);
    const answer = await game.post('/parent-login-links', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'parent_id', message: expect.any(String) }]);
  });
});
