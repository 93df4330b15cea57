import { describe, expect, test } from '../../test/fixture.js';
import type { Parent, TestApp } from '../../test/testApp.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

/** A pending invitation of `parent`'s family: its id and code. */
async function pendingInvitation(t: TestApp, parent: Parent) {
  const code: string = (await t.call('ParentInviteHandler.create_parent', {}, parent.token)).body.data.invite_code;
  const id: number = (await t.call('ParentInviteHandler.list_invitations', {}, parent.token)).body.data.invitations[0].id;
  return { id, code };
}

const storedInvitation = (t: TestApp, id: number) =>
  t.database.db.selectFrom('invitations').select(['revoked_at', 'accepted_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('ParentInviteHandler.revoke_invitation', () => {
  test('withdraws a pending invitation: its code stops working and the list shows it revoked', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const { id, code } = await pendingInvitation(t, parent);
    t.clock.advance(60);
    const answer = await t.call('ParentInviteHandler.revoke_invitation', { invitation_id: id }, partner.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { revoked: true } });
    expect(await storedInvitation(t, id)).toEqual({ revoked_at: t.clock.now(), accepted_at: null });
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: code })).status).toBe(404);
    const signup = await t.call('ParentAuthHandler.signup', { email: 'late@example.com', password: 'correct horse', invite_code: code });
    expect(signup.body).toMatchObject({ code: 400, reason: 'invite_invalid' });
    const list = await t.call('ParentInviteHandler.list_invitations', {}, parent.token);
    expect(list.body.data.invitations.find((i: { id: number }) => i.id === id).status).toBe('revoked');
  });

  test('leaves a withdrawn or accepted invitation as it is, answering revoked: false', async ({ t, parent }) => {
    const { id } = await pendingInvitation(t, parent);
    await t.call('ParentInviteHandler.revoke_invitation', { invitation_id: id }, parent.token);
    const revokedAt = t.clock.now();
    t.clock.advance(60);
    expect((await t.call('ParentInviteHandler.revoke_invitation', { invitation_id: id }, parent.token)).body.data).toEqual({
      revoked: false,
    });
    expect(await storedInvitation(t, id)).toEqual({ revoked_at: revokedAt, accepted_at: null });

    const acceptedAt = t.clock.now();
    const partner = await t.joinFamilyOf(parent);
    t.clock.advance(60);
    const accepted = (await t.call('ParentInviteHandler.list_invitations', {}, parent.token)).body.data.invitations.find(
      (i: { status: string }) => i.status === 'accepted',
    );
    expect((await t.call('ParentInviteHandler.revoke_invitation', { invitation_id: accepted.id }, parent.token)).body.data).toEqual({
      revoked: false,
    });
    expect(await storedInvitation(t, accepted.id)).toEqual({ revoked_at: null, accepted_at: acceptedAt });
    expect(partner.familyId).toBe(parent.familyId);
  });

  test("answers another family's invitation exactly like an unknown id, withdrawing nothing", async ({ t, parent, stranger }) => {
    const { id, code } = await pendingInvitation(t, parent);
    await expectForeignLikeUnknown(
      t,
      (invitationId) => t.call('ParentInviteHandler.revoke_invitation', { invitation_id: invitationId as number }, stranger.token),
      id,
    );
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: code })).status).toBe(200);
  });

  test('refuses an id that is not a positive whole number, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('ParentInviteHandler.revoke_invitation', { invitation_id: 0 }, parent.token), 'invitation_id');
    await expectInvalid(
      t,
      () => t.call('ParentInviteHandler.revoke_invitation', { invitation_id: '1' } as never, parent.token),
      'invitation_id',
    );
  });
});
