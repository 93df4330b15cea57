import type { CommandInput, CommandName } from '@t1d/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type Parent, type TestApp } from './test/testApp.js';

/**
 * Families are walls: every command that names an object of another family answers exactly as if
 * the object did not exist, and nothing stored changes.
 */
describe('another family objects behave as if they did not exist', () => {
  let t: TestApp;
  let owner: Parent;
  let coParent: Parent;
  let stranger: Parent;
  let child: { user_id: number; login_name: string };
  let invitationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.newParent();
    coParent = await t.joinFamilyOf(owner);
    stranger = await t.newParent();
    child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Pia' }, owner.token)).body.data;
    await t.call('ParentInviteHandler.create_parent', { invitee_email: uniqueEmail('pending') }, owner.token);
    invitationId = (await t.call('ParentInviteHandler.list_invitations', {}, owner.token)).body.data.invitations[0].id;
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    users: await t.database.db.selectFrom('users').select(['id', 'family_id', 'real_name', 'login_name']).orderBy('id').execute(),
    invitations: await t.database.db.selectFrom('invitations').select(['id', 'revoked_at', 'accepted_at']).orderBy('id').execute(),
    loginLinks: await t.database.db.selectFrom('login_links').select('id').execute(),
  });

  const cases: [CommandName, () => CommandInput<CommandName>][] = [
    ['ParentFamilyHandler.update_child_real_name', () => ({ child_id: child.user_id, real_name: 'Hacked' })],
    ['ParentFamilyHandler.update_parent_real_name', () => ({ parent_id: owner.userId, real_name: 'Hacked' })],
    ['ParentFamilyHandler.update_parent_real_name', () => ({ parent_id: coParent.userId, real_name: 'Hacked' })],
    ['ParentPasswordInfo.getUserPasswordInfo', () => ({ user_id: child.user_id })],
    ['ParentPasswordInfo.createLoginLink', () => ({ child_user_id: child.user_id })],
    ['ParentInviteHandler.revoke_invitation', () => ({ invitation_id: invitationId })],
  ];

  it.each(cases)('%s answers 404 Not found for another family id, like for an unknown id', async (cmd, input) => {
    const before = await snapshot();
    const foreign = await t.call(cmd, input() as never, stranger.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
    const unknownInput = Object.fromEntries(
      Object.entries(input() as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'number' ? 987654 : value]),
    );
    const unknown = await t.call(cmd, unknownInput as never, stranger.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(foreign.body);
    expect(await snapshot()).toEqual(before);
  });

  it('linking another family child by login name is refused like an unknown name, changing nothing', async () => {
    const before = await snapshot();
    const answer = await t.call('ParentInviteHandler.link_child_by_login_name', { child_login_name: child.login_name }, stranger.token);
    expect(answer.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lists and counts show only the caller own family', async () => {
    const members = await t.call('ParentFamilyHandler.get_members', {}, stranger.token);
    expect(members.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([stranger.userId]);
    const info = await t.call('ParentFamilyHandler.get_family_info', {}, stranger.token);
    expect(info.body.data).toMatchObject({ family_id: stranger.familyId, members_count: 1, children_count: 0 });
    const invitations = await t.call('ParentInviteHandler.list_invitations', {}, stranger.token);
    expect(invitations.body.data).toMatchObject({ invitations: [], total: 0 });
  });

  it('the owner family still sees its own objects untouched', async () => {
    const members = await t.call('ParentFamilyHandler.get_members', {}, coParent.token);
    const names = members.body.data.members.map((m: { real_name: string | null }) => m.real_name);
    expect(names).not.toContain('Hacked');
    expect(members.body.data.members).toHaveLength(3);
  });
});
