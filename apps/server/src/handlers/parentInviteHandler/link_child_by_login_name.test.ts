import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildAccount } from '../../families/children.js';
import { createTestApp, type TestApp } from '../../test/testApp.js';

describe('ParentInviteHandler.link_child_by_login_name', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('brings a game account no family has claimed into the family, in any case', async () => {
    const parent = await t.newParent();
    const gameChild = await createChildAccount(t.database.db, { familyId: null, realName: null, loginName: 'skyrunner', now: t.clock.now() });
    const answer = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: ' SkyRunner ' }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ user_id: gameChild.id, login_name: 'skyrunner', role: 'child', name: 'skyrunner' });
    // Linking again is harmless.
    const again = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: 'skyrunner' }, parent.token);
    expect(again.body.data.user_id).toBe(gameChild.id);
  });

  it('answers a child of another family exactly like an unknown login name, and moves nothing', async () => {
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

  it('does not link a parent by login name', async () => {
    const parent = await t.newParent();
    const answer = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: 'ab' }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Use 3 to 30 letters, digits, dots, dashes or underscores');
  });
});
