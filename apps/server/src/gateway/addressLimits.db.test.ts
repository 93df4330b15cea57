import { commands } from '@t1d/contract';
import { describe, expect, test } from '../test/fixture.js';
import { roomyLimits, type TestApp } from '../test/testApp.js';

// Three password sign-ins a minute per client address, so a few junk ones spend it.
const signinPerAddress = { max: 3, windowSeconds: 60 };
const junkSignIns = async (t: TestApp) => {
  for (let i = 0; i < signinPerAddress.max + 2; i += 1) {
    await t.call('ParentAuthHandler.signin', { email: `junk${i}@example.com`, password: 'wrong-password' });
  }
};

describe("one address cannot lock out a hospital's network", () => {
  test.override({ appOptions: { config: { rateLimits: { ...roomyLimits, signinPerAddress } } } });

  test('the commands that present a 256-bit secret are out of the password bucket', () => {
    for (const name of [
      'ParentAuthHandler.checkPersistentAuth',
      'ParentAuthHandler.redeemLoginToken',
      'ParentAuthHandler.google_exchange',
    ] as const) {
      expect(commands[name].rateLimit).toBe('secret');
    }
    expect(commands['CommonSso.getGoogleStartLink'].rateLimit).toBe('googleStart');
    expect(commands['ParentAuthHandler.signin'].rateLimit).toBe('signin');
  });

  test('junk sign-ins from one address leave the other parents there restoring their sessions', async ({ t, parent }) => {
    await junkSignIns(t);
    expect((await t.call('ParentAuthHandler.signin', { email: 'next@example.com', password: 'wrong-password' })).status).toBe(429);
    const restored = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(restored.status).toBe(200);
  });

  test('junk secrets are counted as they fail, and a good one still passes after them', async ({ t, parent }) => {
    const statuses = [];
    for (let i = 0; i < signinPerAddress.max + 2; i += 1) {
      statuses.push((await t.call('ParentAuthHandler.checkPersistentAuth', { token: `forged-${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await t.call('ParentAuthHandler.redeemLoginToken', { token: 'forged' })).status).toBe(429);
    const restored = await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie });
    expect(restored.status).toBe(200);
    // Good ones are not counted: they never spend the address's room.
    t.clock.advance(60);
    for (let i = 0; i < signinPerAddress.max + 2; i += 1) {
      expect((await t.call('ParentAuthHandler.checkPersistentAuth', {}, undefined, { cookie: parent.cookie })).status).toBe(200);
    }
    expect((await t.call('ParentAuthHandler.checkPersistentAuth', { token: 'forged' })).status).toBe(401);
  });

  test("a parent on their own device signs in past a spent address limit; a stranger's browser does not", async ({
    t,
    parent,
    stranger,
  }) => {
    await junkSignIns(t);
    const own = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' }, undefined, {
      cookie: parent.cookie,
    });
    expect(own.status).toBe(200);
    const elsewhere = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    expect(elsewhere.status).toBe(429);
    // Another parent's device mark opens nobody else's e-mail past the limit.
    const borrowed = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' }, undefined, {
      cookie: stranger.cookie,
    });
    expect(borrowed.status).toBe(429);
  });
});
