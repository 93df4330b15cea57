import { describe, expect } from '../../test/fixture.js';
import { exchange, googleSignIn, googleTest as test, signInAtIssuer, startGoogle } from '../../test/google.js';
import { openSession } from '../../auth/signedIn.js';
import { gameClient, knownToGame } from '../../test/game.js';
import { mintOneTimeToken } from '../../auth/oneTimeTokens.js';
import { Refusal } from '../../domain/refusal.js';
import { cookieValue, uniqueEmail } from '../../test/testApp.js';

const failed = { code: 400, msg: 'An error occurred during Google authentication. Please try again.', reason: 'google_sign_in_failed' };

describe('ParentAuthHandler.google_exchange', () => {
  test('a new person gets a sign-up ticket for the verified e-mail, with the state the page started with', async ({ t }) => {
    const email = uniqueEmail('new.google');
    const state = {
      invite_code: 'inv_abc',
      campaign: 'Spring walk',
      sso: true,
      callback_url: 'https://game.example.org/cb',
      session_id: 's-1',
      source: 'game',
    };
    const answer = await googleSignIn(t, email, { state });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ exists: false, email, google_ticket: expect.any(String), state });
    // No account yet, and no session.
    expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(cookieValue(answer, 'parent_persistent_token')).toBe('');
  });

  test('an account linked to the identity signs straight in', async ({ t }) => {
    const email = uniqueEmail('returning');
    const first = await googleSignIn(t, email);
    const signup = await t.call('ParentAuthHandler.signup', {
      is_google_sso: true,
      google_ticket: first.body.data.google_ticket,
      password: 'pass-word-1',
    });
    expect(signup.status).toBe(200);
    const again = await googleSignIn(t, email);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ exists: true, user_id: signup.body.data.user_id, email, token: expect.any(String), state: {} });
    expect(cookieValue(again, 'parent_persistent_token')).not.toBe('');
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, again.body.data.token)).status).toBe(200);
  });

  test('a password account with the same verified e-mail is signed into and linked, never doubled', async ({ t, parent }) => {
    const withPassword = { email: parent.email, password: 'correct horse' };
    expect((await t.call('ParentAuthHandler.signin', withPassword)).status).toBe(200);
    t.clock.advance(1);
    const answer = await googleSignIn(t, parent.email);
    expect(answer.body.data).toMatchObject({ exists: true, user_id: parent.userId, family_id: parent.familyId });
    // Whoever set that password never proved the address (ADR 0014): the password and every session
    // and persistent login made with it end; the Google sign-in's own session works.
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, parent.token)).status).toBe(401);
    expect((await t.call('ParentAuthHandler.checkPersistentAuth', { token: parent.cookie.split('=')[1] ?? '' })).status).not.toBe(200);
    expect((await t.call('ParentAuthHandler.signin', withPassword)).body.reason).toBe('sign_in_failed');
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, answer.body.data.token)).status).toBe(200);
    // A later Google sign-in is the link, and changes nothing more.
    expect((await googleSignIn(t, parent.email)).body.data).toMatchObject({ exists: true, user_id: parent.userId });
    const links = await t.database.db.selectFrom('user_identities').selectAll().where('user_id', '=', parent.userId).execute();
    expect(links).toHaveLength(1);
    const accounts = await t.database.db.selectFrom('users').select('id').where('email', '=', parent.email).execute();
    expect(accounts).toHaveLength(1);
  });

  test("linking shuts the account's maker out at once, even what was made in the same second, and says it linked", async ({
    t,
    parent,
  }) => {
    // Everything the maker holds is made in the very second the owner arrives: nothing is compared by time.
    const maker = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    const link = await mintOneTimeToken(t.database.db, { kind: 'parent_login', userId: parent.userId }, t.clock.now());
    const invited = await t.call('ParentInviteHandler.create_parent', { invitee_email: uniqueEmail('accomplice') }, parent.token);
    // The maker came to the app from the game, so the game may open it for them.
    const game = await gameClient(t);
    await knownToGame(t, parent);
    const answer = await googleSignIn(t, parent.email);
    expect(answer.body.data).toMatchObject({ exists: true, user_id: parent.userId, account_linked: true });
    for (const token of [parent.token, maker.body.data.token]) {
      expect((await t.call('ParentAuthHandler.getUserProfile', {}, token)).status).toBe(401);
    }
    expect(
      (await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: maker.headers['set-cookie']!.toString() })).status,
    ).toBe(401);
    expect((await t.call('ParentAuthHandler.redeemLoginToken', { token: link.token })).status).toBe(404);
    // Nor through the game: what it knew of the account came through the maker.
    expect((await game.post('/parent-login-links', { parent_id: parent.userId })).status).toBe(404);
    const devices = await t.database.db
      .selectFrom('auth_tokens')
      .select('id')
      .where('user_id', '=', parent.userId)
      .where('kind', '=', 'device')
      .where('revoked_at', 'is', null)
      .execute();
    expect(devices).toHaveLength(1); // the owner's own browser, marked by this sign-in
    // The family's pending invitations are withdrawn.
    const lookUp = await t.call('ParentInviteHandler.get_invitation', { invite_code: invited.body.data.invite_code });
    expect(lookUp.status).not.toBe(200);
    expect((await t.call('ParentAuthHandler.getUserProfile', {}, answer.body.data.token)).status).toBe(200);
    expect((await googleSignIn(t, parent.email)).body.data).toMatchObject({ exists: true, account_linked: false });
  });

  test('a password sign-in checked before the link gets no session after it', async ({ t, parent }) => {
    const checked = await t.database.db.selectFrom('users').selectAll().where('id', '=', parent.userId).executeTakeFirstOrThrow();
    await googleSignIn(t, parent.email);
    await expect(openSession(t.database.db, t.clock, t.config, checked)).rejects.toThrow(Refusal);
  });

  test('an unverified e-mail is refused: neither linked to the account that has it nor signed up', async ({ t, parent }) => {
    const refused = { code: 400, reason: 'google_email_unverified' };
    const onAccount = await googleSignIn(t, parent.email, { verified: false });
    expect(onAccount.body).toMatchObject(refused);
    const fresh = await googleSignIn(t, uniqueEmail('unverified'), { verified: false });
    expect(fresh.body).toMatchObject(refused);
    expect(await t.database.db.selectFrom('user_identities').selectAll().execute()).toEqual([]);
  });

  test('a wrong state is refused', async ({ t }) => {
    const started = await startGoogle(t);
    const back = await signInAtIssuer(started.authorizationUrl, uniqueEmail());
    const wrong = new URL(back);
    wrong.searchParams.set('state', 'not-the-state');
    expect((await exchange(t, wrong, started.cookie)).body).toEqual(failed);
    // A refused try uses nothing up: the right state still works once.
    expect((await exchange(t, back, started.cookie)).status).toBe(200);
  });

  test('a replayed code is refused', async ({ t }) => {
    const started = await startGoogle(t);
    const back = await signInAtIssuer(started.authorizationUrl, uniqueEmail());
    expect((await exchange(t, back, started.cookie)).status).toBe(200);
    expect((await exchange(t, back, started.cookie)).body).toEqual(failed);
  });

  test('of 50 exchanges of one answer at once, exactly one signs in', async ({ t, parent }) => {
    const started = await startGoogle(t);
    const back = await signInAtIssuer(started.authorizationUrl, parent.email);
    const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(t, back, started.cookie)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400 && answer.body.reason === 'google_sign_in_failed')).toHaveLength(49);
  });

  test('answers 400, never a 500, to input that is malformed, huge or full of control characters', async ({ t }) => {
    const started = await startGoogle(t);
    const inputs: Record<string, unknown>[] = [
      {},
      { code: '' },
      { code: 'x'.repeat(4097) },
      { code: 'c', state: 's'.repeat(513) },
      { code: 'c', iss: 'i'.repeat(2049) },
      { code: 42 },
      { code: 'c', invite_code: 'not-a-code' },
      { code: 'c\u0000\u001b[2J', state: 'st\u0007ate' },
      { code: 'c', state: started.authorizationUrl.searchParams.get('state') ?? '', iss: 'https://evil.example' },
    ];
    for (const input of inputs) {
      const answer = await t.call('ParentAuthHandler.google_exchange', input as never, undefined, { cookie: started.cookie });
      expect([JSON.stringify(input).slice(0, 60), answer.status]).toEqual([JSON.stringify(input).slice(0, 60), 400]);
    }
  });
});
