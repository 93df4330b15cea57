import { describe, expect, test } from '../../test/fixture.js';
import { hashToken } from '../../auth/tokens.js';
import { uniqueEmail } from '../../test/testApp.js';
import { expectInvalid, snapshot } from '../../test/walls.js';

const fourteenDays = 14 * 24 * 3600;

describe('ParentInviteHandler.create_parent', () => {
  test('issues a parent invitation for an e-mail, valid for 14 days, storing only the hash of its code', async ({ t, parent }) => {
    const email = uniqueEmail('grandma');
    const answer = await t.call('ParentInviteHandler.create_parent', { invitee_email: ` ${email.toUpperCase()} ` }, parent.token);
    expect(answer.status).toBe(200);
    const code: string = answer.body.data.invite_code;
    expect(code).toMatch(/^inv_[0-9a-f]{32}$/);
    const url = new URL('/signup', t.config.publicUrl);
    url.searchParams.set('invite_code', code);
    url.searchParams.set('email', email);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        invite_code: code,
        invitee_email: email,
        role: 'parent',
        child_name: null,
        child_login_name: null,
        expires_at: t.clock.now() + fourteenDays,
        invite_url: url.toString(),
        email_sent: false,
      },
    });
    const stored = await t.database.db.selectFrom('invitations').selectAll().execute();
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        code_hash: hashToken(code),
        family_id: parent.familyId,
        role: 'parent',
        inviter_id: parent.userId,
        invitee_email: email,
        child_name: null,
        child_login_name: null,
        created_at: t.clock.now(),
        expires_at: t.clock.now() + fourteenDays,
        accepted_at: null,
        accepted_by: null,
        revoked_at: null,
      },
    ]);
    const lookUp = await t.call('ParentInviteHandler.get_invitation', { invite_code: code });
    expect(lookUp.body.data).toMatchObject({ role: 'parent', inviter_email: parent.email });
    // The public look-up does not say whom the invitation was sent to.
    expect(lookUp.body.data).not.toHaveProperty('invitee_email');
  });

  test('without an e-mail answers a link for the inviter to share, which brings a new parent into the family', async ({ t, parent }) => {
    const answer = await t.call('ParentInviteHandler.create_parent', {}, parent.token);
    const code: string = answer.body.data.invite_code;
    expect(answer.body.data).toMatchObject({
      invitee_email: null,
      email_sent: false,
      invite_url: `${new URL('/signup', t.config.publicUrl)}?invite_code=${code}`,
    });
    const email = uniqueEmail('partner');
    const signup = await t.call('ParentAuthHandler.signup', { email, password: 'correct horse', invite_code: code });
    expect(signup.body.data.family_id).toBe(parent.familyId);
    const members = await t.call('ParentFamilyHandler.get_members', { filter_role: 'parent' }, parent.token);
    expect(members.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([parent.userId, signup.body.data.user_id]);
  });

  test('refuses to invite someone already in the family, issuing nothing', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const before = await snapshot(t);
    const answer = await t.call('ParentInviteHandler.create_parent', { invitee_email: partner.email.toUpperCase() }, parent.token);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ code: 409, msg: 'This person is already a member of your family', reason: 'already_member' });
    expect(await snapshot(t)).toEqual(before);
  });

  test('invites a parent of another family alike, without telling; the sign-up then refuses them', async ({ t, parent, stranger }) => {
    const answer = await t.call('ParentInviteHandler.create_parent', { invitee_email: stranger.email }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ invitee_email: stranger.email, email_sent: false });
    const signup = await t.call('ParentAuthHandler.signup', {
      email: stranger.email,
      password: 'correct horse',
      invite_code: answer.body.data.invite_code,
    });
    expect(signup.status).toBe(409);
    expect(signup.body.reason).toBe('already_in_family');
    const members = await t.call('ParentFamilyHandler.get_members', {}, parent.token);
    expect(members.body.data.members.map((m: { user_id: number }) => m.user_id)).toEqual([parent.userId]);
  });

  test('refuses an e-mail that is not an address, naming the field and issuing nothing', async ({ t, parent }) => {
    const bad = await expectInvalid(
      t,
      () => t.call('ParentInviteHandler.create_parent', { invitee_email: 'nope' }, parent.token),
      'invitee_email',
    );
    expect(bad.body.msg).toBe('Please enter a valid email address');
    await expectInvalid(
      t,
      () => t.call('ParentInviteHandler.create_parent', { invitee_email: 42 } as never, parent.token),
      'invitee_email',
    );
  });
});
