import type { TestApp, TestAppOptions } from './test/testApp.js';
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
