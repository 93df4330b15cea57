import { loadConfig } from '../config.js';
import { expect, test as base, type AppFixtures } from './fixture.js';
import { startFakePushService, type FakePushService, type TestDevice } from './pushService.js';
import type { GatewayAnswer, Parent, TestApp } from './testApp.js';
import { signedOut, snapshot } from './walls.js';
import { decryptPush, readVapid } from './webPushDecrypt.js';

export interface PushFixtures {
  /** A stand-in push service on loopback, which the app may post to (PUSH_SERVICE_HOSTS=127.0.0.1). */
  pushService: FakePushService;
}

/** The fixtures, an app that accepts the loopback push service, and `pushService`. */
export const test = base.extend<PushFixtures & Pick<AppFixtures, 'appOptions'>>({
  appOptions: { config: { push: { ...loadConfig({}).push, serviceHosts: ['127.0.0.1'] } } },
  // Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  pushService: async ({}, use) => {
    const service = await startFakePushService();
    try {
      await use(service);
    } finally {
      await service.close();
    }
  },
});

/** Turns pushes on for `device`, as the notifications page does. */
export const subscribe = (t: TestApp, parent: Parent, device: TestDevice, locale: 'en' | 'zh' = 'en', token = parent.token) =>
  t.call('ParentPush.subscribe', { endpoint: device.endpoint, keys: device.keys, locale }, token);

/** The pushes `device` was sent, decrypted with its keys as its browser would, with each VAPID token's claims. */
export function pushesTo(service: FakePushService, device: TestDevice) {
  const path = new URL(device.endpoint).pathname;
  return service.received
    .filter((push) => push.device === path)
    .map((push) => ({
      message: JSON.parse(decryptPush(push.body, device)) as { title: string; body: string; url: string; tag: string },
      vapid: readVapid(push.headers.authorization),
      headers: push.headers,
    }));
}

/** The devices stored for a parent, by endpoint. */
export const devicesOf = async (t: TestApp, parent: Parent) =>
  (
    await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', parent.userId).orderBy('id').execute()
  ).map((row) => row.endpoint);

/**
 * Without a live session the command answers 401 and changes nothing: no token, a made-up one, a
 * revoked one (signed out), an expired one (the clock moves a day on, so call this last).
 */
export async function expectSessionRequired(t: TestApp, send: (token?: string) => Promise<GatewayAnswer>) {
  const revoked = await t.newParent();
  await t.call('ParentAuthHandler.signout', {}, revoked.token);
  const expiring = await t.newParent();
  const before = await snapshot(t);
  for (const token of [undefined, 'not-a-token', 'x'.repeat(64), revoked.token]) {
    const answer = await send(token);
    expect(answer.status, String(token)).toBe(401);
    expect(answer.body).toEqual(signedOut);
  }
  t.clock.advance(t.config.sessionTtlSeconds + 1);
  expect((await send(expiring.token)).status).toBe(401);
  expect(await snapshot(t)).toEqual(before);
}
