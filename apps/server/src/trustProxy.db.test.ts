import { createTestApp, type TestApp, type TestAppOptions } from './test/testApp.js';
import { defaultRateLimits, parseTrustProxy } from './config.js';
import { describe, expect, test } from './test/fixture.js';

// Two sign-in attempts a minute per client address, so the third from one address is refused.
const options = (trustProxy: string): TestAppOptions => ({
  config: {
    trustProxy: parseTrustProxy(trustProxy),
    rateLimits: { ...defaultRateLimits, signinPerAddress: { max: 2, windowSeconds: 60 } },
  },
});
const attempt = (t: TestApp, forwardedFor: string) =>
  t.call('ParentAuthHandler.signin', { email: 'nobody@example.com', password: 'wrong1' }, undefined, { 'x-forwarded-for': forwardedFor });

describe('client addresses behind a proxy', () => {
  describe('without TRUST_PROXY', () => {
    test.override({ appOptions: options('') });
    test('a client cannot spread its attempts over forged X-Forwarded-For addresses', async ({ t }) => {
      const statuses = [];
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push((await attempt(t, forged)).status);
      expect(statuses).toEqual([400, 400, 429]);
    });
  });

  describe('with TRUST_PROXY naming the proxy (this machine)', () => {
    test.override({ appOptions: options('127.0.0.1') });
    test('the server starts and reads the client the proxy names', async ({ t }) => {
      const statuses = [];
      for (const client of ['9.9.9.9', '8.8.8.8', '9.9.9.9', '9.9.9.9']) statuses.push((await attempt(t, client)).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
    });
  });
});

describe('a proxy on this machine while TRUST_PROXY is unset', () => {
  async function appLogging(trustProxy: string) {
    const warnings: string[] = [];
    const t = await createTestApp({
      config: { trustProxy: parseTrustProxy(trustProxy) },
      logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(JSON.parse(line).msg) } },
    });
    return { t, warnings };
  }
  const forwarded = { 'x-forwarded-for': '203.0.113.7' };

  test('is named in one warning, at the first request it forwards', async () => {
    const { t, warnings } = await appLogging('');
    try {
      await t.call('ParentAuthHandler.getLocations', {});
      expect(warnings).toEqual([]);
      for (let i = 0; i < 3; i += 1) await t.call('ParentAuthHandler.getLocations', {}, undefined, forwarded);
      expect(warnings).toEqual([expect.stringMatching(/X-Forwarded-For.*TRUST_PROXY is not set.*Set TRUST_PROXY=loopback/)]);
    } finally {
      await t.close();
    }
  });

  test('is not warned of once TRUST_PROXY names it', async () => {
    const { t, warnings } = await appLogging('loopback');
    try {
      await t.call('ParentAuthHandler.getLocations', {}, undefined, forwarded);
      expect(warnings).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test('does not open /metrics to the clients it forwards, as if they were this machine', async ({ t }) => {
    const metrics = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/metrics', headers });
    expect((await metrics({})).statusCode).toBe(200);
    const throughProxy = await metrics(forwarded);
    expect(throughProxy.statusCode).toBe(404);
    expect(throughProxy.body).not.toContain('t1d_');
  });
});
