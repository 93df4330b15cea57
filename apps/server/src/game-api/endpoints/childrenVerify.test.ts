import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';

const invalidLogin = { code: 401, msg: 'Invalid login', reason: 'invalid_login' };

describe('POST /api/game/v1/children/verify', () => {
  test("answers the child for the right pair, whatever the login name's case", async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const answer = await game.post('/children/verify', { login_name: child.loginName.toUpperCase(), password: child.password });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user_id: child.id, login_name: child.loginName, real_name: child.realName, family_id: parent.familyId });
  });

  test('a child no family has claimed yet has no family id', async ({ t }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, null);
    expect((await game.post('/children/verify', { login_name: child.loginName, password: child.password })).body.family_id).toBeNull();
  });

  test('a wrong password and an unknown login name answer alike', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, parent);
    const wrong = await game.post('/children/verify', { login_name: child.loginName, password: 'not-it' });
    const unknown = await game.post('/children/verify', { login_name: 'nobody-here', password: 'not-it' });
    // A parent's login is no child's.
    const parentLogin = await game.post('/children/verify', { login_name: parent.email, password: 'correct horse' });
    for (const answer of [wrong, unknown, parentLogin]) expect([answer.status, answer.body]).toEqual([401, invalidLogin]);
  });

  test('wrong passwords are limited per login name, apart from a parent linking the account in the app', async ({ t, parent }) => {
    const game = await gameClient(t);
    const child = await gameChild(t, null);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => game.post('/children/verify', { login_name: child.loginName, password: 'guess' })),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(10);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(40);
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]!.body).toEqual({ code: 429, msg: 'Too many attempts. Please wait and try again.', reason: 'too_many_attempts' });
    // Even the right password waits at the game's door; a parent linking the account counts apart (ADR 0012).
    expect((await game.post('/children/verify', { login_name: child.loginName, password: child.password })).status).toBe(429);
    const link = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: child.loginName, child_password: child.password },
      parent.token,
    );
    expect(link.status).toBe(200);
    // Another child's login is not held up.
    const other = await gameChild(t, null);
    expect((await game.post('/children/verify', { login_name: other.loginName, password: other.password })).status).toBe(200);
    t.clock.advance(15 * 60);
    expect((await game.post('/children/verify', { login_name: child.loginName, password: child.password })).status).toBe(200);
  });

  test.for([
    ['no login name', { password: 'secret' }, 'login_name'],
    ['an empty login name', { login_name: '', password: 'secret' }, 'login_name'],
    ['a login name of 65 characters', { login_name: 'a'.repeat(65), password: 'secret' }, 'login_name'],
    ['no password', { login_name: 'kid' }, 'password'],
    ['a password of 129 characters', { login_name: 'kid', password: 'p'.repeat(129) }, 'password'],
    ['a password that is a number', { login_name: 'kid', password: 123456 }, 'password'],
  ] as const)('400 for %s', async ([, body, field], { t }) => {
    const game = await gameClient(t);
    const answer = await game.post('/children/verify', body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field, message: expect.any(String) }]);
  });
});
