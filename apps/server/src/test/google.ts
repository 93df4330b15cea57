import type { GoogleState } from '@t1d/contract';
import type { Config } from '../config.js';
import { startLoopbackIssuer, type LoopbackIssuer } from '../devtools/loopbackIssuer.js';
import { test } from './fixture.js';
import { redirectAllowList } from './openRedirects.js';
import { cookieValue, type GatewayAnswer, type TestApp, type TestAppOptions } from './testApp.js';

/** The app as the loopback issuer knows it. */
export const googleClient = { client_id: 'parent-app', client_secret: 'loopback-client-secret' };
export const appCallback = 'http://localhost:3000/google-callback';
/** A second registration at the same issuer: tokens for it are for another audience. */
export const otherClient = { client_id: 'another-app', client_secret: 'another-app-secret' };
const redirectUris = [appCallback, 'http://localhost:3000/googlesso'];

/** An issuer with the app (and another app) registered; its ID tokens live 5 minutes. */
export function loopbackIssuer(): Promise<LoopbackIssuer> {
  return startLoopbackIssuer({
    clients: [
      { ...googleClient, redirect_uris: redirectUris },
      { ...otherClient, redirect_uris: redirectUris },
    ],
    idTokenSeconds: 300,
  });
}

/** Configuration that points the app at `issuer`, with the test allow-list for SSO callbacks. */
export function googleConfig(issuer: LoopbackIssuer): Partial<Config> {
  return {
    oidc: { issuer: issuer.url, clientId: googleClient.client_id, clientSecret: googleClient.client_secret },
    allowedOrigins: redirectAllowList,
  };
}

/** Server tests with a real OpenID Connect issuer on loopback, one per test file. */
export const googleTest = test
  .extend<{ issuer: LoopbackIssuer }>({
    issuer: [
      // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern
      async ({}, use) => {
        const issuer = await loopbackIssuer();
        await use(issuer);
        await issuer.close();
      },
      { scope: 'file' },
    ],
  })
  .extend<{ appOptions: TestAppOptions }>({
    appOptions: async ({ issuer }, use) => use({ config: googleConfig(issuer) }),
  });

export interface StartedSignIn {
  authorizationUrl: URL;
  /** The cookie header that marks this browser as the one that started it. */
  cookie: string;
  answer: GatewayAnswer;
}

/** Presses 'Sign in with Google' on the app: asks for the start link with these state fields. */
export async function startGoogle(t: TestApp, state: GoogleState = {}, redirectUri = appCallback): Promise<StartedSignIn> {
  const answer = await t.call('CommonSso.getGoogleStartLink', { state: JSON.stringify(state), redirect_uri: redirectUri });
  const url = typeof answer.body.data === 'string' ? answer.body.data : 'about:blank';
  return { authorizationUrl: new URL(url), cookie: `google_sign_in=${cookieValue(answer, 'google_sign_in')}`, answer };
}

/**
 * Signs in at the issuer's own page as a browser would (its cookies, its redirects) and answers the
 * address the issuer sends the browser back to: the app's callback with code and state, or an error.
 */
export async function signInAtIssuer(authorizationUrl: URL, email: string, verified = true): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the issuer answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    return new URL(location, url);
  };
  // Where the issuer sends the browser back to the app (an error can come at once, with no page to sign
  // in on), the sign-in ends: the app's callback is not followed.
  const backToApp = (url: URL) => url.origin !== authorizationUrl.origin;
  const loginPage = await send(authorizationUrl);
  if (backToApp(loginPage)) return loginPage;
  const resume = await send(loginPage, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, ...(verified ? { verified: 'on' } : {}) }).toString(),
  });
  if (backToApp(resume)) return resume;
  return send(resume);
}

/** Hands the issuer's answer to the app, as the /google-callback page does. */
export function exchange(t: TestApp, back: URL, cookie: string, extra: Record<string, string> = {}): Promise<GatewayAnswer> {
  const input = {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? undefined,
    ...(back.searchParams.get('iss') ? { iss: back.searchParams.get('iss') ?? '' } : {}),
    ...extra,
  };
  return t.call('ParentAuthHandler.google_exchange', input, undefined, { cookie });
}

/** A whole Google sign-in: start, sign in at the issuer as `email`, and exchange. */
export async function googleSignIn(t: TestApp, email: string, options: { verified?: boolean; state?: GoogleState } = {}) {
  const started = await startGoogle(t, options.state);
  const back = await signInAtIssuer(started.authorizationUrl, email, options.verified ?? true);
  return exchange(t, back, started.cookie);
}
