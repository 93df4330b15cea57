import { describe, expect, test } from '../../test/fixture.js';
import { defaultRateLimits } from '../../config.js';
import { googleSignIn, googleTest } from '../../test/google.js';
import { cookieValue, uniqueEmail, type TestApp } from '../../test/testApp.js';

describe('ParentAuthHandler.signup', () => {
  test('founds a new family with codes for the family and the parent, and sets the persistent cookie', async ({ t }) => {
    const email = uniqueEmail();
    const answer = await t.call('ParentAuthHandler.signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'secret12',
      hospital: 'Riverside Children’s',
      campaign: 'Spring 2026',
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ email, real_name: null, hospital: 'Riverside Children’s' });
    expect(data.p_code).toMatch(/^P-[A-Z0-9]{8}$/);
    expect(data.token.length).toBeGreaterThanOrEqual(43);
    // The persistent login travels only as the HttpOnly cookie: page scripts never hold it.
    expect(data).not.toHaveProperty('persistent_token');
    expect(cookieValue(answer, 'parent_persistent_token').length).toBeGreaterThanOrEqual(43);
    expect(cookieValue(answer, 'parent_persistent_token')).not.toBe(data.token);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=31536000');

    const info = await t.call('ParentFamilyHandler.get_family_info', {}, data.token);
    expect(info.body.data).toMatchObject({ family_id: data.family_id, members_count: 1, children_count: 0 });
    expect(info.body.data.p_code).toMatch(/^F-[A-Z0-9]{8}$/);
  });

  test('answers the persistent login in the body only to a partner client that asks for it', async ({ t }) => {
    const answer = await t.call('ParentAuthHandler.signup', { email: uniqueEmail(), password: 'secret12', persistent_token_in_body: true });
    expect(answer.body.data.persistent_token).toBe(cookieValue(answer, 'parent_persistent_token'));
  });

  test('keeps e-mail unique whatever its case', async ({ t }) => {
    const email = uniqueEmail();
    await t.newParent(email);
    const again = await t.call('ParentAuthHandler.signup', { email: email.toUpperCase(), password: 'secret12' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('An account with this email already exists. Please sign in instead.');
  });

  test('lets exactly one of two simultaneous sign-ups with one e-mail through', async ({ t }) => {
    const email = uniqueEmail();
    const answers = await Promise.all([1, 2, 3].map(() => t.call('ParentAuthHandler.signup', { email, password: 'secret12' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  const refusals: [Record<string, string>, string, string][] = [
    [{ password: 'secret12' }, 'email', 'Email is required'],
    [{ email: '   ', password: 'secret12' }, 'email', 'Email is required'],
    [{ email: 'someone@', password: 'secret12' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a b@c.de', password: 'secret12' }, 'email', 'Please enter a valid email address'],
    [{ email: 'ok@example.com' }, 'password', 'Password is required'],
    [{ email: 'ok@example.com', password: '' }, 'password', 'Password is required'],
    [{ email: 'ok@example.com', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'ok@example.com', password: 'x'.repeat(129) }, 'password', 'Password must be at most 128 characters'],
    [{ email: 'ok@example.com', password: 'secret12', campaign: 'A' }, 'campaign', 'Campaign name is too short'],
    [{ email: 'ok@example.com', password: 'secret12', hospital: ' B ' }, 'hospital', 'Hospital name is too short'],
    [{ email: 'ok@example.com', password: 'secret12', invite_code: 'abc123' }, 'invite_code', 'Invalid invite code format'],
    [{ email: 'ok@example.com', password: 'secret12', invite_code: 'inv_a-b' }, 'invite_code', 'Invalid invite code format'],
  ];
  test.for(refusals)('refuses %j with "%s: %s" and stores nothing', async ([input, field, message], { t }) => {
    const answer = await t.post({ cmd: 'ParentAuthHandler.signup', ...input });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(message);
    expect(answer.body.errors).toContainEqual({ field, message });
    const stored = await t.database.db.selectFrom('users').select('id').where('email', '=', 'ok@example.com').execute();
    expect(stored).toEqual([]);
  });

  test('accepts exactly six characters and empty optional fields', async ({ t }) => {
    const answer = await t.call('ParentAuthHandler.signup', {
      email: uniqueEmail(),
      password: '123456',
      campaign: '',
      hospital: '',
      invite_code: '',
    });
    expect(answer.status).toBe(200);
  });

  test('refuses a well-formed invite code that no invitation carries', async ({ t }) => {
    const answer = await t.call('ParentAuthHandler.signup', {
      email: uniqueEmail(),
      password: 'secret12',
      invite_code: 'inv_doesNotExist',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Invalid invite code');
  });

  test('records a known location and refuses an unknown one', async ({ t }) => {
    const locations = await t.call('ParentAuthHandler.getLocations', {});
    const first = locations.body.data[0];
    const parent = await t.call('ParentAuthHandler.signup', { email: uniqueEmail(), password: 'secret12', location: first.id });
    const profile = await t.call('ParentAuthHandler.getUserProfile', {}, parent.body.data.token);
    expect(profile.body.data.location).toEqual(first);

    const unknown = await t.call('ParentAuthHandler.signup', { email: uniqueEmail(), password: 'secret12', location: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'location', message: 'Unknown location' }]);
  });

  test('stores the password only as an Argon2id hash', async ({ t }) => {
    const email = uniqueEmail();
    await t.newParent(email, 'my secret words');
    const row = await t.database.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain('my secret words');
  });
});

describe('ParentAuthHandler.signup rate limit', () => {
  test.override({ appOptions: { config: { rateLimits: defaultRateLimits } } });

  test('answers 429 with Retry-After past 30 sign-ups a minute from one address', async ({ t }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      // Invalid payloads still count: the limit is on attempts, before any work is done.
      statuses.push((await t.call('ParentAuthHandler.signup', { email: 'x', password: 'y' })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    const limited = await t.call('ParentAuthHandler.signup', { email: uniqueEmail(), password: 'secret12' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: 'Too many attempts. Please wait and try again.', reason: 'too_many_attempts' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60);
    expect((await t.call('ParentAuthHandler.signup', { email: uniqueEmail(), password: 'secret12' })).status).toBe(200);
  });
});

describe('ParentAuthHandler.signup with a Google ticket', () => {
  const ticketRefused = {
    code: 400,
    msg: 'Your Google sign-up has expired. Please continue with Google again.',
    reason: 'google_ticket_invalid',
  };

  /** A new person back from the issuer: their ticket and verified e-mail. */
  async function ticketFor(t: TestApp, email = uniqueEmail('google')) {
    const answer = await googleSignIn(t, email);
    expect(answer.body.data).toMatchObject({ exists: false, email });
    return { email, ticket: String(answer.body.data.google_ticket) };
  }

  googleTest('takes the e-mail from the ticket, not the request, and still sets a password for e-mail sign-in', async ({ t }) => {
    const { email, ticket } = await ticketFor(t);
    const answer = await t.call('ParentAuthHandler.signup', {
      is_google_sso: true,
      google_ticket: ticket,
      email: 'someone.else@example.com',
      password: 'pass-word-1',
      hospital: 'Riverside Children’s',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email, hospital: 'Riverside Children’s' });
    expect(cookieValue(answer, 'parent_persistent_token')).not.toBe('');
    expect(
      await t.database.db.selectFrom('users').select('id').where('email', '=', 'someone.else@example.com').executeTakeFirst(),
    ).toBeUndefined();
    const signin = await t.call('ParentAuthHandler.signin', { email, password: 'pass-word-1' });
    expect(signin.body.data).toMatchObject({ user_id: answer.body.data.user_id });
    // The next Google sign-in is the same account.
    expect((await googleSignIn(t, email)).body.data).toMatchObject({ exists: true, user_id: answer.body.data.user_id });
  });

  googleTest('uses a ticket once', async ({ t }) => {
    const { ticket } = await ticketFor(t);
    const first = await t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: ticket, password: 'pass-word-1' });
    expect(first.status).toBe(200);
    const again = await t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: ticket, password: 'pass-word-1' });
    expect(again.body).toEqual(ticketRefused);
  });

  googleTest('refuses a ticket past its 15 minutes, and one nobody was given', async ({ t }) => {
    const { ticket } = await ticketFor(t);
    t.clock.advance(15 * 60);
    expect(
      (await t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: ticket, password: 'pass-word-1' })).body,
    ).toEqual(ticketRefused);
    for (const made of ['', 'x'.repeat(43), 'not a ticket\u0000']) {
      expect((await t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: made, password: 'pass-word-1' })).status).toBe(
        400,
      );
    }
    expect(await t.database.db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
  });

  googleTest('leaves the ticket usable when the sign-up fails for another reason', async ({ t }) => {
    const { email, ticket } = await ticketFor(t);
    const badInvite = await t.call('ParentAuthHandler.signup', {
      is_google_sso: true,
      google_ticket: ticket,
      password: 'pass-word-1',
      invite_code: 'inv_doesNotExist',
    });
    expect(badInvite.body.msg).toBe('Invalid invite code');
    const short = await t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: ticket, password: '12345' });
    expect(short.body.msg).toBe('Password must be at least 6 characters');
    const answer = await t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: ticket, password: 'pass-word-1' });
    expect(answer.body.data).toMatchObject({ email });
  });

  googleTest('refuses a ticket whose identity another account holds by now, and makes nothing', async ({ t, parent }) => {
    const { email, ticket } = await ticketFor(t);
    const row = await t.database.db
      .selectFrom('google_sign_ins')
      .select(['ticket_issuer', 'ticket_subject'])
      .where('ticket_email', '=', email)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('user_identities')
      .values({ user_id: parent.userId, issuer: row.ticket_issuer ?? '', subject: row.ticket_subject ?? '', created_at: t.clock.now() })
      .execute();
    const answer = await t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: ticket, password: 'pass-word-1' });
    expect(answer.body).toEqual(ticketRefused);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  googleTest('makes one account of 50 simultaneous sign-ups with one ticket', async ({ t }) => {
    const { email, ticket } = await ticketFor(t);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('ParentAuthHandler.signup', { is_google_sso: true, google_ticket: ticket, password: 'pass-word-1' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400 || answer.status === 409)).toBe(true);
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom('user_identities').selectAll().execute()).toHaveLength(1);
  });

  test('is refused while Google sign-in is not configured', async ({ t }) => {
    const answer = await t.call('ParentAuthHandler.signup', {
      is_google_sso: true,
      google_ticket: 'x'.repeat(43),
      password: 'pass-word-1',
    });
    expect(answer.body).toMatchObject({ code: 400, reason: 'google_not_configured' });
  });
});
