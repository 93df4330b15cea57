import { describe, expect, test as base } from '../../test/fixture.js';
import { defaultRateLimits } from '../../config.js';
import { uniqueEmail } from '../../test/testApp.js';
import { snapshot } from '../../test/walls.js';

/** Invites a new parent into the fixture parent's family and answers the invitation. */
const test = base.extend<{ invite: (email?: string) => Promise<Record<string, any>> }>({
  invite: async ({ t, parent }, use) => {
    await use(
      async (email = uniqueEmail('invitee')) =>
        (await t.call('ParentInviteHandler.create_parent', { invitee_email: email }, parent.token)).body.data,
    );
  },
});

describe('an invitation life: create, look up, accept, reuse, expiry, races', () => {
  test('creates a single-use inv_ code for 14 days, stored only as a hash', async ({ t, invite }) => {
    const invitation = await invite();
    expect(invitation.invite_code).toMatch(/^inv_[a-f0-9]{32}$/);
    expect(invitation.expires_at).toBe(t.clock.now() + 14 * 24 * 3600);
    expect(invitation.role).toBe('parent');
    expect(invitation.email_sent).toBe(false);
    expect(invitation.invite_url).toBe(
      `http://localhost:3000/signup?invite_code=${invitation.invite_code}&email=${encodeURIComponent(invitation.invitee_email)}`,
    );
    const stored = await t.database.db.selectFrom('invitations').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(invitation.invite_code);
  });

  test('looks the code up without a session, naming the inviter', async ({ t, parent, invite }) => {
    const invitation = await invite();
    const answer = await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.invite_code });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      invite_code: invitation.invite_code,
      role: 'parent',
      inviter_email: parent.email,
      child_name: null,
      expires_at: invitation.expires_at,
    });
  });

  test('joins the inviting family on sign-up, once', async ({ t, parent, invite }) => {
    const email = uniqueEmail('b');
    const invitation = await invite(email);
    const joined = await t.call('ParentAuthHandler.signup', {
      email,
      password: 'secret12',
      invite_code: invitation.invite_code,
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data.family_id).toBe(parent.familyId);
    const members = await t.call('ParentFamilyHandler.get_members', {}, joined.body.data.token);
    expect(members.body.data.members.map((m: { user_id: number }) => m.user_id)).toContain(parent.userId);

    const lookup = await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.invite_code });
    expect(lookup.status).toBe(404);
    expect(lookup.body).toEqual({ code: 404, msg: 'Invalid invite code', reason: 'invite_not_found' });
    const reuse = await t.call('ParentAuthHandler.signup', {
      email: uniqueEmail('c'),
      password: 'secret12',
      invite_code: invitation.invite_code,
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.msg).toBe('Invalid invite code');
  });

  test('lets exactly one of several simultaneous sign-ups with one code join', async ({ t, parent }) => {
    // A code-only invitation (no e-mail), which anyone holding the code may use.
    const invitation = (await t.call('ParentInviteHandler.create_parent', {}, parent.token)).body.data;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        t.call('ParentAuthHandler.signup', { email: uniqueEmail(`race${i}`), password: 'secret12', invite_code: invitation.invite_code }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    const info = await t.call('ParentFamilyHandler.get_family_info', {}, parent.token);
    const losers = answers.filter((a) => a.status !== 200);
    for (const loser of losers) expect(loser.body.msg).toBe('Invalid invite code');
    // Nobody but the winner was created.
    const joinedEmails = (await t.database.db.selectFrom('users').select('email').where('email', 'like', 'race%').execute()).length;
    expect(joinedEmails).toBe(1);
    expect(info.body.data.members_count).toBeGreaterThanOrEqual(2);
  });

  test('an invitation addressed to an e-mail admits only that e-mail, in any case, and a refusal uses nothing up', async ({
    t,
    parent,
    invite,
  }) => {
    const email = uniqueEmail('addressed');
    const invitation = await invite(email);
    const before = await snapshot(t);
    const other = await t.call('ParentAuthHandler.signup', {
      email: uniqueEmail('intruder'),
      password: 'secret12',
      invite_code: invitation.invite_code,
    });
    expect(other.status).toBe(400);
    expect(other.body).toEqual({
      code: 400,
      msg: 'This invitation was sent to a different email address. Sign up with that address, or ask for a new invitation.',
      reason: 'invite_for_other_email',
      errors: [
        {
          field: 'email',
          message: 'This invitation was sent to a different email address. Sign up with that address, or ask for a new invitation.',
        },
      ],
    });
    expect(await snapshot(t)).toEqual(before);
    const invitee = await t.call('ParentAuthHandler.signup', {
      email: email.toUpperCase(),
      password: 'secret12',
      invite_code: invitation.invite_code,
    });
    expect(invitee.status).toBe(200);
    expect(invitee.body.data.family_id).toBe(parent.familyId);
  });

  test('the public look-up does not show whom an invitation was sent to', async ({ t, invite }) => {
    const invitation = await invite('private.person@example.com');
    const answer = await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.invite_code });
    expect(answer.raw).not.toContain('private.person');
    expect(answer.body.data).not.toHaveProperty('invitee_email');
  });

  test('tells an existing account that it already belongs to a family', async ({ t, invite }) => {
    const existing = await t.newParent();
    const invitation = await invite(existing.email);
    const answer = await t.call('ParentAuthHandler.signup', {
      email: existing.email,
      password: 'whatever1',
      invite_code: invitation.invite_code,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toBe(
      'You have already joined a family and cannot join another family. Please contact support if you need to change families.',
    );
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.invite_code })).status).toBe(200);
  });

  // Last: moving the clock 14 days also ends the inviter's session.
  test('refuses a code from the 14th day on', async ({ t, invite }) => {
    const invitation = await invite();
    t.clock.advance(14 * 24 * 3600 - 1);
    expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.invite_code })).status).toBe(200);
    t.clock.advance(1);
    const lookup = await t.call('ParentInviteHandler.get_invitation', { invite_code: invitation.invite_code });
    expect(lookup.status).toBe(404);
    const signup = await t.call('ParentAuthHandler.signup', {
      email: uniqueEmail('late'),
      password: 'secret12',
      invite_code: invitation.invite_code,
    });
    expect(signup.body.msg).toBe('Invalid invite code');
  });

  test('refuses a malformed code as a validation error', async ({ t }) => {
    const answer = await t.call('ParentInviteHandler.get_invitation', { invite_code: 'abc' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'invite_code', message: 'Invalid invite code format' }]);
  });
});

describe('invite look-up rate limit', () => {
  test.override({ appOptions: { config: { rateLimits: defaultRateLimits } } });

  test('answers 429 past 30 look-ups a minute from one address', async ({ t }) => {
    for (let i = 0; i < 30; i += 1) {
      expect((await t.call('ParentInviteHandler.get_invitation', { invite_code: `inv_guess${i}` })).status).toBe(404);
    }
    const limited = await t.call('ParentInviteHandler.get_invitation', { invite_code: 'inv_guess31' });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
