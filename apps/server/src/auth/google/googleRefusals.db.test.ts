import type { CustomFetch } from 'openid-client';
import { describe, expect } from '../../test/fixture.js';
import {
  appCallback,
  exchange,
  googleConfig,
  googleTest as test,
  loopbackIssuer,
  otherClient,
  signInAtIssuer,
  startGoogle,
} from '../../test/google.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/testApp.js';

const failed = { code: 400, msg: 'An error occurred during Google authentication. Please try again.', reason: 'google_sign_in_failed' };

/** The same authorization request with one parameter changed (as a tampering party would send it). */
function tampered(url: URL, changes: Record<string, string>, origin = url.origin): URL {
  const changed = new URL(url.pathname + url.search, origin);
  for (const [name, value] of Object.entries(changes)) changed.searchParams.set(name, value);
  return changed;
}

/** Stands between the app and its issuer's token endpoint, handing the request to `rewrite`. */
function atTokenEndpoint(issuerUrl: string, rewrite: (body: URLSearchParams) => { url?: string; body: URLSearchParams }): CustomFetch {
  return (url, options) => {
    if (url !== `${issuerUrl}/token`) return fetch(url, options as RequestInit);
    const changed = rewrite(new URLSearchParams(String(options.body)));
    return fetch(changed.url ?? url, { ...(options as RequestInit), body: changed.body.toString() });
  };
}

async function withApp(options: Parameters<typeof createTestApp>[0], body: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(options);
  try {
    await body(t);
  } finally {
    await t.close();
  }
}

describe('a Google sign-in is refused', () => {
  test("without the browser mark of the sign-in it finishes, or with another sign-in's", async ({ t }) => {
    const started = await startGoogle(t);
    const other = await startGoogle(t);
    const back = await signInAtIssuer(started.authorizationUrl, uniqueEmail());
    expect((await exchange(t, back, '')).body).toEqual(failed);
    expect((await exchange(t, back, other.cookie)).body).toEqual(failed);
    // Someone who saw the issuer's redirect (a log, a shared screen) knows the state, not the browser's key.
    expect((await exchange(t, back, `google_sign_in=${back.searchParams.get('state')}`)).body).toEqual(failed);
    // None of these used the sign-in up: its own browser still finishes it.
    expect((await exchange(t, back, started.cookie)).status).toBe(200);
  });

  test('with a state past its ten minutes', async ({ t }) => {
    const started = await startGoogle(t);
    const back = await signInAtIssuer(started.authorizationUrl, uniqueEmail());
    t.clock.advance(10 * 60 + 1);
    expect((await exchange(t, back, started.cookie)).body).toEqual(failed);
  });

  test('with a wrong nonce', async ({ t }) => {
    const started = await startGoogle(t);
    // Same client, redirect, PKCE challenge and state: only the nonce is another.
    const request = tampered(started.authorizationUrl, { nonce: 'another-nonce-of-the-attacker' });
    const back = await signInAtIssuer(request, uniqueEmail());
    expect(back.searchParams.get('code')).toBeTruthy();
    expect((await exchange(t, back, started.cookie)).body).toEqual(failed);
  });

  test('with an ID token past its expiry', async ({ t }) => {
    const started = await startGoogle(t);
    const back = await signInAtIssuer(started.authorizationUrl, uniqueEmail());
    // The issuer's ID tokens live 5 minutes: 9 minutes on, the state is still good and the token is not.
    t.clock.advance(9 * 60);
    expect((await exchange(t, back, started.cookie)).body).toEqual(failed);
  });

  test('with an ID token from another issuer', async ({ issuer }) => {
    const other = await loopbackIssuer();
    try {
      const oidcFetch = atTokenEndpoint(issuer.url, (body) => ({ url: `${other.url}/token`, body }));
      await withApp({ config: googleConfig(issuer), oidcFetch }, async (t) => {
        const started = await startGoogle(t);
        // The same request, signed in at the other issuer, whose token endpoint then answers the app.
        const back = await signInAtIssuer(tampered(started.authorizationUrl, {}, other.url), uniqueEmail());
        expect(back.searchParams.get('code')).toBeTruthy();
        const answer = await exchange(t, back, started.cookie, { iss: issuer.url });
        expect(answer.body).toEqual(failed);
      });
    } finally {
      await other.close();
    }
  });

  test('with an ID token for another audience', async ({ issuer }) => {
    const asOtherApp = (body: URLSearchParams) => {
      body.set('client_id', otherClient.client_id);
      body.set('client_secret', otherClient.client_secret);
      return { body };
    };
    await withApp({ config: googleConfig(issuer), oidcFetch: atTokenEndpoint(issuer.url, asOtherApp) }, async (t) => {
      const started = await startGoogle(t);
      const back = await signInAtIssuer(tampered(started.authorizationUrl, { client_id: otherClient.client_id }), uniqueEmail());
      expect(back.searchParams.get('code')).toBeTruthy();
      expect((await exchange(t, back, started.cookie)).body).toEqual(failed);
    });
  });

  test('when the issuer sends an error back instead of a code', async ({ t }) => {
    const started = await startGoogle(t);
    const denied = await signInAtIssuer(tampered(started.authorizationUrl, { response_type: 'token' }), uniqueEmail());
    // Back at the app's callback at once, with the issuer's error and no code.
    expect(`${denied.origin}${denied.pathname}`).toBe(appCallback);
    // (For the response type it was asked, the issuer answers in the address's fragment.)
    const answered = new URLSearchParams(denied.hash.slice(1));
    expect(answered.get('error')).toBe('unsupported_response_type');
    expect(answered.get('code') ?? denied.searchParams.get('code')).toBeNull();
    const answer = await t.call('ParentAuthHandler.google_exchange', { code: 'made-up', state: 'made-up' }, undefined, {
      cookie: started.cookie,
    });
    expect(answer.body).toEqual(failed);
  });
});
