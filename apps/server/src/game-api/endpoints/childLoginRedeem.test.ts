import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';
import type { Parent, TestApp } from '../../test/testApp.js';

const invalid = { code: 404, msg: 'Invalid or expired token', reason: 'invalid_or_expired_token' };

/** A parent makes a child's one-time login link in the app; the game receives the token in the link. */
async function loginToken(t: TestApp, parent: Parent, childId: number): Promise<string> {
  const link = await t.call('ParentPasswordInfo.createLoginLink', { child_user_id: childId }, parent.token);
  return new URL(link.body.data.url).searchParams.get('login_token') ?? '';
}

describe('POST /api/game/v1/child-login/redeem', () => {
  test('answers the child of the link once', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const token = await loginToken(t, parent, child.id);
    const answer = await game.post('/child-login/redeem', { login_token: token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user_id: child.id, login_name: child.loginName, real_name: child.realName, family_id: parent.familyId });
    expect((await game.post('/child-login/redeem', { login_token: token })).body).toEqual(invalid);
  });

  test('of 50 redeems at once exactly one succeeds, and a link expires after 15 minutes', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const token = await loginToken(t, parent, child.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => game.post('/child-login/redeem', { login_token: token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const late = await loginToken(t, parent, child.id);
    t.clock.advance(15 * 60);
    expect((await game.post('/child-login/redeem', { login_token: late })).body).toEqual(invalid);
  });

  test('an unknown token is refused alike', async ({ t }) => {
    const game = await gameClient(t);
    const answer = await game.post('/child-login/redeem', { login_token: 'not-a-link' });
    expect([answer.status, answer.body]).toEqual([404, invalid]);
  });

  test.for([
    ['no login_token', {}],
    ['an empty login_token', { login_token: '' }],
    ['a login_token of 513 characters', { login_token: 'x'.repeat(513) }],
    ['a login_token that is a list', { login_token: ['a'] }],
  ] as const)('400 for %s', async ([, body], { t }) => {
    const game = await gameClient(t);
    const answer = await game.post('/child-login/redeem', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'login_token', message: expect.any(String) }]);
  });
});
