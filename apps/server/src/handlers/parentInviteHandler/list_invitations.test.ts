import { describe, expect, test } from '../../test/fixture.js';
import { uniqueEmail } from '../../test/testApp.js';

describe('ParentInviteHandler.list_invitations and revoke_invitation', () => {
  test('lists the family invitations newest first, with their state, page by page', async ({ t }) => {
    const a = await t.newParent();
    const first = (await t.call('ParentInviteHandler.create_parent', { invitee_email: uniqueEmail('one') }, a.token)).body.data;
    t.clock.advance(10);
    const b = await t.joinFamilyOf(a);
    t.clock.advance(10);
    await t.call('ParentInviteHandler.create_parent', {}, a.token);

    const page1 = await t.call('ParentInviteHandler.list_invitations', { per_page: 2 }, b.token);
    expect(page1.body.data).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(page1.body.data.invitations.map((i: { status: string }) => i.status)).toEqual(['pending', 'accepted']);
    expect(page1.body.data.invitations[1].accepted_name).toBe(b.email.split('@')[0]);
    const page2 = await t.call('ParentInviteHandler.list_invitations', { page: 2, per_page: 2 }, a.token);
    expect(page2.body.data.invitations).toHaveLength(1);
    expect(page2.body.data.invitations[0]).toMatchObject({ invitee_email: first.invitee_email, status: 'pending' });

    const id = page2.body.data.invitations[0].id;
    expect((await t.call('ParentInviteHandler.revoke_invitation', { invitation_id: id }, a.token)).body.data).toEqual({ revoked: true });
    expect((await t.call('ParentInviteHandler.revoke_invitation', { invitation_id: id }, a.token)).body.data).toEqual({ revoked: false });
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: first.invite_code })).status).toBe(404);
    const accepted = page1.body.data.invitations[1].id;
    expect((await t.call('ParentInviteHandler.revoke_invitation', { invitation_id: accepted }, a.token)).body.data).toEqual({
      revoked: false,
    });
    const after = await t.call('ParentInviteHandler.list_invitations', {}, a.token);
    expect(after.body.data.invitations.map((i: { status: string }) => i.status)).toEqual(['pending', 'accepted', 'revoked']);
  });

  test('shows an unused invitation as expired after 14 days', async ({ t }) => {
    const a = await t.newParent();
    await t.call('ParentInviteHandler.create_parent', {}, a.token);
    t.clock.advance(14 * 24 * 3600);
    const signin = await t.call('ParentAuthHandler.signin', { email: a.email, password: 'correct horse' });
    const list = await t.call('ParentInviteHandler.list_invitations', {}, signin.body.data.token);
    expect(list.body.data.invitations[0].status).toBe('expired');
  });
});
