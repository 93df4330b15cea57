import { describe, expect, test } from '../../test/fixture.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('ParentPasswordInfo.getUserPasswordInfo', () => {
  test('tells that a child made by a parent has no password yet', async ({ t, parent }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Ivy' }, parent.token)).body.data;
    const answer = await t.call('ParentPasswordInfo.getUserPasswordInfo', { user_id: child.user_id }, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: { user_id: child.user_id, login_name: child.login_name, has_password: false, password_updated_at: null },
    });
  });

  test('tells when a child who signed up with a password set it, never the password or its hash', async ({ t, parent }) => {
    const invitation = (
      await t.call(
        'ParentFamilyHandler.add_member_invitation',
        { invitee_email: parent.email.replace('@', '+kid@'), role: 'child', child_name: 'Leo' },
        parent.token,
      )
    ).body.data;
    t.clock.advance(120);
    const signup = await t.call('ParentAuthHandler.signUpChildINParentApp', {
      invite_code: invitation.invite_code,
      username: 'leo.reads',
      password: 'dragons1',
      parent_email: parent.email,
    });
    const partner = await t.joinFamilyOf(parent);
    const answer = await t.call('ParentPasswordInfo.getUserPasswordInfo', { user_id: signup.body.data.user_id }, partner.token);
    expect(answer.body.data).toEqual({
      user_id: signup.body.data.user_id,
      login_name: 'leo.reads',
      has_password: true,
      password_updated_at: t.clock.now(),
    });
    expect(answer.raw).not.toMatch(/argon2|dragons1/);
  });

  test('is for children only: a parent of the family answers like an unknown id', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ParentPasswordInfo.getUserPasswordInfo', { user_id: id as number }, parent.token),
      partner.userId,
    );
  });

  test("answers another family's child exactly like an unknown id", async ({ t, parent, stranger }) => {
    const child = (await t.call('ParentInviteHandler.create_child', { child_name: 'Oli' }, stranger.token)).body.data;
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ParentPasswordInfo.getUserPasswordInfo', { user_id: id as number }, parent.token),
      child.user_id,
    );
  });

  test('refuses an id that is not a positive whole number, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('ParentPasswordInfo.getUserPasswordInfo', { user_id: -1 }, parent.token), 'user_id');
    await expectInvalid(t, () => t.call('ParentPasswordInfo.getUserPasswordInfo', {} as never, parent.token), 'user_id');
  });
});
