import { describe, expect, test } from '../../test/fixture.js';
import { createChildAccount } from '../../families/children.js';

describe('ParentInviteHandler.link_child_by_login_name', () => {
  test('brings a game account no family has claimed into the family, in any case', async ({ t, parent }) => {
    const gameChild = await createChildAccount(t.database.db, {
      familyId: null,
      realName: null,
      loginName: 'skyrunner',
      now: t.clock.now(),
    });
    const answer = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: ' SkyRunner ' }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ user_id: gameChild.id, login_name: 'skyrunner', role: 'child', name: 'skyrunner' });
    // Linking again is harmless.
    const again = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: 'skyrunner' }, parent.token);
    expect(again.body.data.user_id).toBe(gameChild.id);
  });

  test('answers a child of another family exactly like an unknown login name, and moves nothing', async ({ t }) => {
    const owner = await t.newParent();
    const other = await t.newParent();
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Ana' }, owner.token)).body.data;
    const taken = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: child.login_name }, other.token);
    const unknown = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: 'nobody-0000' }, other.token);
    expect(taken.status).toBe(404);
    expect(taken.body).toEqual({ code: 404, msg: 'No child account with this login name can be linked', reason: 'child_not_linkable' });
    expect(unknown.body).toEqual(taken.body);
    const row = await t.database.db.selectFrom('users').select('family_id').where('id', '=', child.user_id).executeTakeFirstOrThrow();
    expect(row.family_id).toBe(owner.familyId);
  });

  test('does not link a parent by login name', async ({ t, parent }) => {
    const answer = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: 'ab' }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Use 3 to 30 letters, digits, dots, dashes or underscores');
  });
});
