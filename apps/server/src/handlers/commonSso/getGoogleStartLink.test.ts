import { describe, expect, test } from '../../test/fixture.js';
import { googleClient, googleTest, startGoogle } from '../../test/google.js';

describe('CommonSso.getGoogleStartLink', () => {
  googleTest('asks the issuer for a code with PKCE (S256), a state and a nonce, for this app', async ({ t, issuer }) => {
    const started = await startGoogle(t);
    const params = started.authorizationUrl.searchParams;
    expect(started.authorizationUrl.origin).toBe(issuer.url);
    expect(params.get('client_id')).toBe(googleClient.client_id);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
    // The browser that started it holds a key of its own (an HttpOnly cookie), never the state itself.
    const browserKey = started.cookie.replace('google_sign_in=', '');
    expect(browserKey).toMatch(/^[\w-]{43}$/);
    expect(browserKey).not.toBe(params.get('state'));
    const cookie = String(started.answer.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=600');
    // Only hashes and the verifier the token request needs are kept; neither the state nor the key.
    const kept = JSON.stringify(await t.database.db.selectFrom('google_sign_ins').selectAll().executeTakeFirstOrThrow());
    expect(kept).not.toContain(params.get('state'));
    expect(kept).not.toContain(browserKey);
  });

  googleTest("refuses to return anywhere but this app's Google pages", async ({ t }) => {
    for (const redirect of [
      'https://evil.example/google-callback',
      'http://localhost:3000/home',
      'http://localhost:3000/google-callback?next=https://evil.example',
      'http://localhost:3000/google-callback#https://evil.example',
      'http://localhost:3001/google-callback',
      'http://user@localhost:3000/google-callback',
      'not a url',
    ]) {
      const answer = (await startGoogle(t, {}, redirect)).answer;
      expect([redirect, answer.status, answer.body.reason]).toEqual([redirect, 400, 'google_redirect_not_allowed']);
    }
    expect((await startGoogle(t, {}, 'http://localhost:3000/googlesso')).answer.status).toBe(200);
  });

  googleTest(
    'refuses an SSO state whose callback is off the allow-list, a state that is not JSON, and a bad invite code',
    async ({ t }) => {
      const offList = await startGoogle(t, { sso: true, callback_url: 'https://evil.example/cb', session_id: 's' });
      expect(offList.answer.body.reason).toBe('callback_not_allowed');
      const notJson = await t.call('CommonSso.getGoogleStartLink', {
        state: '{oops',
        redirect_uri: 'http://localhost:3000/google-callback',
      } as never);
      expect([notJson.status, notJson.body.reason]).toEqual([400, 'validation_failed']);
      const huge = await t.call('CommonSso.getGoogleStartLink', {
        state: JSON.stringify({ source: 'x'.repeat(9000) }),
        redirect_uri: 'http://localhost:3000/google-callback',
      } as never);
      expect(huge.status).toBe(400);
      const badCode = await startGoogle(t, { invite_code: 'nope' });
      expect([badCode.answer.status, badCode.answer.body.msg]).toEqual([400, 'Invalid invite code format']);
      expect(await t.database.db.selectFrom('google_sign_ins').selectAll().execute()).toEqual([]);
    },
  );

  test('says Google sign-in is not available when no issuer is configured', async ({ t }) => {
    const answer = (await startGoogle(t)).answer;
    expect([answer.status, answer.body.reason]).toEqual([400, 'google_not_configured']);
  });
});
