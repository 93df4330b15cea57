import { describe, expect, test } from '../../test/fixture.js';
import { gameClient } from '../../test/game.js';
import { openRedirectPayloads, redirectAllowList } from '../../test/openRedirects.js';
import type { Parent, TestApp } from '../../test/testApp.js';

const callback = 'https://game.example.org/sso/back?session_id=s-1';

function goBack(t: TestApp, parent: Parent | undefined, callback_url = callback, action: 'signin' | 'signup' = 'signup') {
  return t.call('CommonSso.createGameReturn', { callback_url, action }, parent?.token);
}

/** The token and action the game finds on its callback. */
function returned(url: string) {
  const back = new URL(url);
  return {
    origin: back.origin,
    path: back.pathname,
    session: back.searchParams.get('session_id'),
    token: back.searchParams.get('token') ?? '',
    action: back.searchParams.get('action'),
  };
}

describe('CommonSso.createGameReturn', () => {
  test.override({ appOptions: { config: { allowedOrigins: redirectAllowList } } });

  test('sends the parent back to the callback with a one-time token the game redeems once, for this parent', async ({ t, parent }) => {
    const answer = await goBack(t, parent);
    expect(answer.status).toBe(200);
    expect(answer.body.data.expires_at).toBe(t.clock.now() + 120);
    const back = returned(answer.body.data.url);
    expect(back).toMatchObject({ origin: 'https://game.example.org', path: '/sso/back', session: 's-1', action: 'signup' });
    // Never the session token itself.
    expect(back.token).not.toBe(parent.token);
    expect(back.token.length).toBeGreaterThanOrEqual(43);

    const game = await gameClient(t);
    const redeemed = await game.post('/sso/redeem', { token: back.token });
    expect(redeemed.body).toMatchObject({ user_id: parent.userId, family_id: parent.familyId, email: parent.email, action: 'signup' });
    expect((await game.post('/sso/redeem', { token: back.token })).status).toBe(404);
  });

  test('says which parent each token is for, and what they did', async ({ t, parent, stranger }) => {
    const game = await gameClient(t);
    const mine = returned((await goBack(t, parent, callback, 'signin')).body.data.url);
    const theirs = returned((await goBack(t, stranger, 'http://localhost:4000/cb', 'signup')).body.data.url);
    expect((await game.post('/sso/redeem', { token: theirs.token })).body).toMatchObject({ user_id: stranger.userId, action: 'signup' });
    expect((await game.post('/sso/redeem', { token: mine.token })).body).toMatchObject({ user_id: parent.userId, action: 'signin' });
  });

  test('a token lives 120 seconds', async ({ t, parent }) => {
    const game = await gameClient(t);
    const back = returned((await goBack(t, parent)).body.data.url);
    t.clock.advance(121);
    expect((await game.post('/sso/redeem', { token: back.token })).status).toBe(404);
  });

  test('needs a signed-in parent', async ({ t, parent }) => {
    for (const token of [undefined, 'not-a-session', parent.token.slice(0, -2)]) {
      const answer = await t.call('CommonSso.createGameReturn', { callback_url: callback, action: 'signin' }, token);
      expect(answer.status).toBe(401);
    }
    await t.call('ParentAuthHandler.signout', {}, parent.token);
    expect((await goBack(t, parent)).status).toBe(401);
    expect(await t.database.db.selectFrom('one_time_tokens').selectAll().execute()).toEqual([]);
  });

  test(`never answers an address off the allow-list: ${openRedirectPayloads.length} tries, no token minted`, async ({ t, parent }) => {
    const redirected: string[] = [];
    for (const payload of openRedirectPayloads) {
      const answer = await goBack(t, parent, payload);
      if (answer.status !== 400 || answer.body.data !== undefined) redirected.push(payload);
    }
    expect(redirected).toEqual([]);
    expect(await t.database.db.selectFrom('one_time_tokens').selectAll().execute()).toEqual([]);
  });

  test('refuses an action that is not sign-in or sign-up, and input that is not an address', async ({ t, parent }) => {
    expect((await t.call('CommonSso.createGameReturn', { callback_url: callback, action: 'delete' } as never, parent.token)).status).toBe(
      400,
    );
    for (const callback_url of ['', 'x'.repeat(2049), 'https://game.example.org/\u0000']) {
      expect((await goBack(t, parent, callback_url)).status).toBe(400);
    }
  });
});
