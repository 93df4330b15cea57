import { shellScriptBody, shellScriptPath, shellWithScript } from './test/shellWithScript.js';
import { createTestApp, uniqueEmail } from './test/testApp.js';
import { describe, expect, test } from './test/fixture.js';

/*
 * What is secure when (ADR 0037): only an https PUBLIC_URL makes the cookies Secure and the pages ask
 * for https. A hospital that opened the app on its plain-http LAN address got a blank page: the browser,
 * told to upgrade, fetched every script over an https nobody served.
 */

const webDist = shellWithScript();

/**
 * What a browser meets on the app served at `publicUrl`: the shell's headers, its script and the cookie a
 * sign-up sets; and what the server logged at warning level as it was built.
 */
async function visit(publicUrl: string) {
  const warnings: string[] = [];
  const t = await createTestApp({
    config: { publicUrl, webDist },
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(JSON.parse(line).msg) } },
  });
  try {
    const page = await t.app.inject({ method: 'GET', url: '/home' });
    const script = await t.app.inject({ method: 'GET', url: shellScriptPath });
    const signup = await t.call('ParentAuthHandler.signup', { email: uniqueEmail(), password: 'correct horse' });
    const cookies = [signup.headers['set-cookie']].flat().map(String);
    return {
      csp: String(page.headers['content-security-policy']),
      pageHsts: page.headers['strict-transport-security'],
      answerHsts: signup.headers['strict-transport-security'],
      script: { status: script.statusCode, body: script.body },
      login: cookies.find((cookie) => cookie.startsWith('parent_persistent_token=')) ?? '',
      warnings,
    };
  } finally {
    await t.close();
  }
}

describe('a plain-http PUBLIC_URL on the hospital’s network', () => {
  test('serves pages whose scripts load over http: no upgrade, no HSTS, no Secure cookie, and warns at start', async () => {
    const seen = await visit('http://192.168.1.20:3000');
    expect(seen.csp).toContain("script-src 'self'");
    expect(seen.csp).not.toContain('upgrade-insecure-requests');
    expect(seen.pageHsts).toBeUndefined();
    expect(seen.answerHsts).toBeUndefined();
    expect(seen.script).toEqual({ status: 200, body: shellScriptBody });
    expect(seen.login).toMatch(/HttpOnly/);
    expect(seen.login).not.toMatch(/;\s*Secure/i);
    expect(seen.warnings).toEqual([
      "PUBLIC_URL is plain http (http://192.168.1.20:3000): install, push and the service worker need a secure origin: put the app behind HTTPS, README 'Putting it on the hospital's network'.",
    ]);
  });
});

describe('an https PUBLIC_URL', () => {
  test('asks for https on every page and answer, sets Secure cookies, and warns of nothing', async () => {
    const seen = await visit('https://families.example-hospital.org');
    expect(seen.csp).toContain('upgrade-insecure-requests');
    expect(seen.pageHsts).toMatch(/max-age=\d{7,}/);
    expect(seen.answerHsts).toBe(seen.pageHsts);
    expect(seen.login).toMatch(/;\s*Secure/i);
    expect(seen.warnings).toEqual([]);
  });
});

describe('the quick start on http://localhost', () => {
  test('works over plain http on this machine, without a warning', async () => {
    const seen = await visit('http://localhost:3000');
    expect(seen.csp).not.toContain('upgrade-insecure-requests');
    expect(seen.pageHsts).toBeUndefined();
    expect(seen.script.status).toBe(200);
    expect(seen.login).not.toMatch(/;\s*Secure/i);
    expect(seen.warnings).toEqual([]);
  });
});
