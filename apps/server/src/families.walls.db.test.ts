import type { CommandInput, CommandName } from '@t1d/contract';
import { describe, expect, test as base } from './test/fixture.js';
import { uniqueEmail, type Parent, type TestApp } from './test/testApp.js';

interface Family {
  owner: Parent;
  coParent: Parent;
  child: { user_id: number; login_name: string };
  invitationId: number;
}

/** The fixture parent's family: a co-parent, a child and a pending invitation. */
const test = base.extend<{ family: Family }>({
  family: async ({ t, parent: owner }, use) => {
    const coParent = await t.joinFamilyOf(owner);
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Pia' }, owner.token)).body.data;
    await t.call('ParentInviteHandler.create_parent', { invitee_email: uniqueEmail('pending') }, owner.token);
    const invitationId = (await t.call('ParentInviteHandler.list_invitations', {}, owner.token)).body.data.invitations[0].id;
    await use({ owner, coParent, child, invitationId });
  },
});

/**
 * Families are walls: every command that names an object of another family answers exactly as if
 * the object did not exist, and nothing stored changes.
 */
describe('another family objects behave as if they did not exist', () => {
  const snapshot = async (t: TestApp) => ({
    users: await t.database.db.selectFrom('users').select(['id', 'family_id', 'real_name', 'login_name']).orderBy('id').execute(),
    invitations: await t.database.db.selectFrom('invitations').select(['id', 'revoked_at', 'accepted_at']).orderBy('id').execute(),
    loginLinks: await t.database.db.selectFrom('login_links').select('id').execute(),
  });

  const cases: [CommandName, (family: Family) => CommandInput<CommandName>][] = [
    ['ParentFamilyHandler.update_child_real_name', ({ child }) => ({ child_id: child.user_id, real_name: 'Hacked' })],
    ['ParentFamilyHandler.update_parent_real_name', ({ owner }) => ({ parent_id: owner.userId, real_name: 'Hacked' })],
    ['ParentFamilyHandler.update_parent_real_name', ({ coParent }) => ({ parent_id: coParent.userId, real_name: 'Hacked' })],
    ['ParentPasswordInfo.getUserPasswordInfo', ({ child }) => ({ user_id: child.user_id })],
    ['ParentPasswordInfo.createLoginLink', ({ child }) => ({ child_user_id: child.user_id })],
    ['ParentInviteHandler.revoke_invitation', ({ invitationId }) => ({ invitation_id: invitationId })],
  ];

  test.for(cases)(
    '%s answers 404 Not found for another family id, like for an unknown id',
    async ([cmd, input], { t, stranger, family }) => {
      const before = await snapshot(t);
      const foreign = await t.call(cmd, input(family) as never, stranger.token);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ code: 404, msg: 'Not found', reason: 'not_found' });
      const unknownInput = Object.fromEntries(
        Object.entries(input(family) as Record<string, unknown>).map(([key, value]) => [key, typeof value === 'number' ? 987654 : value]),
      );
      const unknown = await t.call(cmd, unknownInput as never, stranger.token);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual(foreign.body);
      expect(await snapshot(t)).toEqual(before);
    },
  );

  test('linking another family child by login name is refused like an unknown name, changing nothing', async ({
    t,
    stranger,
    family: { child },
  }) => {
    const before = await snapshot(t);
    const answer = await t.call(
      'ParentInviteHandler.link_child_by_login_name',
      { child_login_name: child.login_name, child_password: 'any password' },
      stranger.token,
    );
    expect(answer.status).toBe(404);
    expect(await snapshot(t)).toEqual(before);
  });

  test('lists and counts show only the caller own family', async ({ t, stranger }) => {
    const members = await t.call('ParentFamilyHandler.get_members', {}, stranger.token);
    expect(members.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([stranger.userId]);
    const info = await t.call('ParentFamilyHandler.get_family_info', {}, stranger.token);
    expect(info.body.data).toMatchObject({ family_id: stranger.familyId, members_count: 1, children_count: 0 });
    const invitations = await t.call('ParentInviteHandler.list_invitations', {}, stranger.token);
    expect(invitations.body.data).toMatchObject({ invitations: [], total: 0 });
  });

  test('the owner family still sees its own objects untouched', async ({ t, stranger, family }) => {
    for (const [cmd, input] of cases) await t.call(cmd, input(family) as never, stranger.token);
    const { coParent } = family;
    const members = await t.call('ParentFamilyHandler.get_members', {}, coParent.token);
    const names = members.body.data.members.map((m: { real_name: string | null }) => m.real_name);
    expect(names).not.toContain('Hacked');
    expect(members.body.data.members).toHaveLength(3);
  });
});
