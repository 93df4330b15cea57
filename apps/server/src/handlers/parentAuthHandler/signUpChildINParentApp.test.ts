import { describe, expect, test } from '../../test/fixture.js';
import type { Parent, TestApp } from '../../test/testApp.js';

describe('ParentAuthHandler.signUpChildINParentApp', () => {
  const childInvitation = async (t: TestApp, parent: Parent, childName = 'Leo') =>
    (
      await t.call(
        'ParentFamilyHandler.add_member_invitation',
        { invitee_email: parent.email.replace('@', '+kid@'), role: 'child', child_name: childName },
        parent.token,
      )
    ).body.data;

  test('creates the child in the inviting family with the chosen name and a password', async ({ t, parent }) => {
    const invitation = await childInvitation(t, parent, 'Leo');
    const answer = await t.call('ParentAuthHandler.signUpChildINParentApp', {
      invite_code: invitation.invite_code,
      username: 'Leo.Plays',
      password: 'dragons1',
      parent_email: parent.email.toUpperCase(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ user_id: expect.any(Number), login_name: 'leo.plays' });
    const children = await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, parent.token);
    expect(children.body.data.members).toContainEqual(expect.objectContaining({ login_name: 'leo.plays', real_name: 'Leo' }));
    const password = await t.call('ParentPasswordInfo.getUserPasswordInfo', { user_id: answer.body.data.user_id }, parent.token);
    expect(password.body.data).toMatchObject({ has_password: true, password_updated_at: t.clock.now() });
    expect(password.raw).not.toMatch(/argon2/);
    const list = await t.call('ParentInviteHandler.list_invitations', {}, parent.token);
    expect(list.body.data.invitations[0]).toMatchObject({ status: 'accepted', accepted_name: 'Leo', child_name: 'Leo' });
  });

  test('checks the parent e-mail, the username and the kind of invitation, changing nothing', async ({ t, parent }) => {
    const first = await childInvitation(t, parent);
    const signup = { username: 'Leo.Plays', password: 'dragons1', parent_email: parent.email };
    await t.call('ParentAuthHandler.signUpChildINParentApp', { invite_code: first.invite_code, ...signup });
    const invitation = await childInvitation(t, parent);
    const wrongParent = await t.call('ParentAuthHandler.signUpChildINParentApp', {
      invite_code: invitation.invite_code,
      username: 'leo2',
      password: 'dragons1',
      parent_email: 'someone.else@example.com',
    });
    expect(wrongParent.status).toBe(400);
    expect(wrongParent.body.errors).toEqual([
      { field: 'parent_email', message: 'This is not the email of the parent who sent the invitation' },
    ]);

    const taken = await t.call('ParentAuthHandler.signUpChildINParentApp', {
      invite_code: invitation.invite_code,
      username: 'leo.plays',
      password: 'dragons1',
      parent_email: parent.email,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('This username is already taken. Please choose another one.');

    const parentCode = (await t.call('ParentInviteHandler.create_parent', {}, parent.token)).body.data.invite_code;
    const wrongKind = await t.call('ParentAuthHandler.signUpChildINParentApp', {
      invite_code: parentCode,
      username: 'leo3',
      password: 'dragons1',
      parent_email: parent.email,
    });
    expect(wrongKind.body.msg).toBe('Invalid invite code');
    const childCodeForParent = await t.call('ParentAuthHandler.signup', {
      email: 'kid@example.com',
      password: 'dragons1',
      invite_code: invitation.invite_code,
    });
    expect(childCodeForParent.body.msg).toBe('Invalid invite code');

    // The invitation is still open after all these refusals.
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.invite_code })).status).toBe(200);
  });

  test('validates each field with its message', async ({ t }) => {
    const answer = await t.post({ cmd: 'ParentAuthHandler.signUpChildINParentApp', invite_code: 'nope', username: 'a', password: '1' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'invite_code', message: 'Invalid invite code format' },
      { field: 'username', message: 'Use 3 to 30 letters, digits, dots, dashes or underscores' },
      { field: 'password', message: 'Password must be at least 6 characters' },
      { field: 'parent_email', message: "Parent's email is required" },
    ]);
  });
});
