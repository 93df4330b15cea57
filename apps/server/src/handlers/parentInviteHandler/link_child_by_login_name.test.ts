import { hashPassword } from '../../auth/passwords.js';
import { createChildAccount } from '../../families/children.js';
import { describe, expect, test } from '../../test/fixture.js';
import { gameClient } from '../../test/game.js';
import type { TestApp } from '../../test/testApp.js';
import { snapshot } from '../../test/walls.js';

/** A child who signed up in the game with `password` and belongs to no family yet. */
const gameChild = async (t: TestApp, loginName: string, password = 'rocket42') =>
  createChildAccount(t.database.db, {
    familyId: null,
    realName: null,
    loginName,
    passwordHash: await hashPassword(password),
    now: t.clock.now(),
  });

const notLinkable = { code: 404, msg: 'No child account with this login name and password can be linked', reason: 'child_not_linkable' };

describe('ParentInviteHandler.link_child_by_login_name', () => {
  test('brings a game account no family has claimed into the family on the child password, login name in any case', async ({
    t,
    parent,
  }) => {
    const child = await gameChild(t, 'skyrunner');
    const answer = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: ' SkyRunner ', child_password: 'rocket42' },
      parent.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ user_id: child.id, login_name: 'skyrunner', role: 'child', name: 'skyrunner' });
    // Linking again is harmless.
    const again = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: 'skyrunner', child_password: 'rocket42' },
      parent.token,
    );
    expect(again.body.data.user_id).toBe(child.id);
  });

  test('refuses a link without the right password, answering like an unknown name, and moves nothing', async ({ t, parent }) => {
    await gameChild(t, 'skyrunner');
    const before = await snapshot(t);
    const wrong = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: 'skyrunner', child_password: 'guess123' },
      parent.token,
    );
    const unknown = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: 'nobody-aaaaaa', child_password: 'guess123' },
      parent.token,
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(notLinkable);
    expect(unknown.raw).toBe(wrong.raw);
    const missing = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: 'skyrunner' } as never, parent.token);
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ field: 'child_password' }));
    expect(await snapshot(t)).toEqual(before);
  });

  test('cannot claim a game account that has no password (one a family made) or belongs to another family', async ({
    t,
    parent,
    stranger,
  }) => {
    const own = (await t.call('ParentInviteHandler.create_child', { child_name: 'Ana' }, stranger.token)).body.data;
    const passwordless = await createChildAccount(t.database.db, {
      familyId: null,
      realName: null,
      loginName: 'nopassword',
      now: t.clock.now(),
    });
    for (const child_login_name of [own.login_name, passwordless.login_name]) {
      const answer = await t.call(
        'ParentInviteHandler.link_child_by_login_name',
        { child_login_name, child_password: 'anything' },
        parent.token,
      );
      expect(answer.body).toEqual(notLinkable);
    }
    const row = await t.database.db.selectFrom('users').select('family_id').where('id', '=', own.user_id).executeTakeFirstOrThrow();
    expect(row.family_id).toBe(stranger.familyId);
  });

  test('limits wrong passwords to 10 per login name in 15 minutes, even 50 at once, then answers 429 even to the right one', async ({
    t,
    parent,
  }) => {
    await gameChild(t, 'skyrunner');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(
          'ParentInviteHandler.link_child_by_login_name',
          { child_login_name: 'skyrunner', child_password: `guess ${i}` },
          parent.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 404)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(40);
    const right = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: 'skyrunner', child_password: 'rocket42' },
      parent.token,
    );
    expect(right.status).toBe(429);
    t.clock.advance(15 * 60);
    const later = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: 'skyrunner', child_password: 'rocket42' },
      parent.token,
    );
    expect(later.status).toBe(200);
  });

  test('does not link a parent by login name', async ({ t, parent }) => {
    const answer = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: 'ab', child_password: 'x' },
      parent.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Use 3 to 30 letters, digits, dots, dashes or underscores');
  });
  test("a stranger's attempts at a child who already has a family lock nobody out of the game", async ({ t, parent, stranger }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Mei' }, parent.token)).body.data;
    await t.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('rocket42') })
      .where('id', '=', child.user_id)
      .execute();
    const attempts = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.call(
          'ParentInviteHandler.link_child_by_login_name',
          { child_login_name: child.login_name, child_password: `guess ${i}` },
          stranger.token,
        ),
      ),
    );
    expect(attempts.every((a) => a.status === 404 || a.status === 429)).toBe(true);
    const game = await gameClient(t);
    const verified = await game.post('/children/verify', { login_name: child.login_name, password: 'rocket42' });
    expect(verified.status).toBe(200);
  });

  test("link attempts at a child who could be linked leave the game's sign-in limit alone", async ({ t, parent, stranger }) => {
    await gameChild(t, 'skyrunner');
    for (const someone of [parent, stranger]) {
      for (let i = 0; i < 5; i += 1) {
        const wrong = { child_login_name: 'skyrunner', child_password: `guess ${i}` };
        expect((await t.call('ParentInviteHandler.link_child_by_login_name', wrong, someone.token)).status).toBe(404);
      }
    }
    // Ten failures by two parents spend the child's link limit, not its game sign-in.
    const third = await t.newParent();
    const right = { child_login_name: 'skyrunner', child_password: 'rocket42' };
    expect((await t.call('ParentInviteHandler.link_child_by_login_name', right, third.token)).status).toBe(429);
    const game = await gameClient(t);
    expect((await game.post('/children/verify', { login_name: 'skyrunner', password: 'rocket42' })).status).toBe(200);
  });

  test('counts every failed attempt against the parent account, whatever the login name', async ({ t, parent }) => {
    await gameChild(t, 'skyrunner');
    for (let i = 0; i < 10; i += 1) {
      const unknown = { child_login_name: `nobody-${i}`, child_password: 'guess123' };
      expect((await t.call('ParentInviteHandler.link_child_by_login_name', unknown, parent.token)).status).toBe(404);
    }
    const right = { child_login_name: 'skyrunner', child_password: 'rocket42' };
    expect((await t.call('ParentInviteHandler.link_child_by_login_name', right, parent.token)).status).toBe(429);
    // Another parent is not held back by this one's failures.
    const other = await t.newParent();
    expect((await t.call('ParentInviteHandler.link_child_by_login_name', right, other.token)).status).toBe(200);
  });
});
