import { loadConfig } from '../../config.js';
import { describe, expect } from '../../test/fixture.js';
import { devicesOf, expectSessionRequired, subscribe, test } from '../../test/push.js';
import { expectInvalid } from '../../test/walls.js';

const stored = (t: { database: { db: any } }) =>
  t.database.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint', 'p256dh', 'auth', 'locale']).orderBy('id').execute();

describe('ParentPush.subscribe', () => {
  test('keeps the device with its keys and language; again, it updates them, still one device', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    const answer = await subscribe(t, parent, phone, 'en');
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { subscribed: true } });
    expect(await stored(t)).toEqual([{ user_id: parent.userId, endpoint: phone.endpoint, ...phone.keys, locale: 'en' }]);
    await subscribe(t, parent, phone, 'zh');
    expect(await stored(t)).toEqual([{ user_id: parent.userId, endpoint: phone.endpoint, ...phone.keys, locale: 'zh' }]);
  });

  test('the same device 50 times at once is one device', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    const answers = await Promise.all(Array.from({ length: 50 }, () => subscribe(t, parent, phone)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await devicesOf(t, parent)).toEqual([phone.endpoint]);
  });

  test('a browser registered again by another parent (signed in there after) moves to them', async ({
    t,
    parent,
    stranger,
    pushService,
  }) => {
    const shared = pushService.device('shared-laptop');
    await subscribe(t, parent, shared);
    await subscribe(t, stranger, shared, 'zh');
    expect(await devicesOf(t, parent)).toEqual([]);
    expect(await devicesOf(t, stranger)).toEqual([shared.endpoint]);
  });

  test('a parent keeps at most 10 devices; the oldest goes first', async ({ t, parent, pushService }) => {
    const devices = Array.from({ length: 12 }, (_, i) => pushService.device(`device-${i}`));
    for (const device of devices) await subscribe(t, parent, device);
    expect(await devicesOf(t, parent)).toEqual(devices.slice(2).map((device) => device.endpoint));
  });

  test('accepts keys with base64 padding, as some browsers write them, and stores them without', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    const keys = { p256dh: `${phone.keys.p256dh}=`, auth: `${phone.keys.auth}==` };
    expect((await t.call('ParentPush.subscribe', { endpoint: phone.endpoint, keys, locale: 'en' }, parent.token)).status).toBe(200);
    expect(await stored(t)).toEqual([expect.objectContaining(phone.keys)]);
  });

  test('refuses an endpoint the server must not post to, and stores nothing', async ({ t, parent, pushService }) => {
    const { keys } = pushService.device('phone');
    const port = new URL(pushService.origin).port;
    for (const endpoint of [
      'https://internal.example.org/push/1',
      'https://fcm.googleapis.com.evil.example/push',
      'http://fcm.googleapis.com/fcm/send/abc',
      `http://localhost:${port}/push/phone`,
      `http://10.0.0.5:${port}/push/phone`,
      'http://169.254.169.254/latest/meta-data',
      `http://user:pass@127.0.0.1:${port}/push/phone`,
      'ftp://127.0.0.1/push',
      'file:///etc/passwd',
      'not a url',
      `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
      `${pushService.origin}/push/\u0000phone`,
      `${pushService.origin}/push/\u202Ephone`,
    ]) {
      const answer = await expectInvalid(
        t,
        () => t.call('ParentPush.subscribe', { endpoint, keys, locale: 'en' }, parent.token),
        'endpoint',
      );
      expect(answer.body.reason, endpoint).toBe('validation_failed');
    }
  });

  test('the real push services are allowed by default', () => {
    const hosts = loadConfig({}).push.serviceHosts;
    expect(hosts).toEqual(expect.arrayContaining(['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com']));
  });

  test('refuses keys that are not a P-256 public key and a 16-byte secret, and other malformed input', async ({
    t,
    parent,
    pushService,
  }) => {
    const { endpoint, keys } = pushService.device('phone');
    const send = (input: Record<string, unknown>) => () =>
      t.call('ParentPush.subscribe', { endpoint, keys, locale: 'en', ...input } as never, parent.token);
    await expectInvalid(t, send({ keys: { ...keys, p256dh: keys.p256dh.slice(1) } }), 'keys.p256dh');
    // The right length, but not a point on the curve.
    await expectInvalid(t, send({ keys: { ...keys, p256dh: `BA${'A'.repeat(85)}` } }), 'keys.p256dh');
    await expectInvalid(t, send({ keys: { ...keys, p256dh: keys.p256dh.replace(/.$/, '+') } }), 'keys.p256dh');
    await expectInvalid(t, send({ keys: { ...keys, auth: 'x'.repeat(10_000) } }), 'keys.auth');
    await expectInvalid(t, send({ keys: { p256dh: keys.p256dh } }), 'keys.auth');
    await expectInvalid(t, send({ keys: 'secret' }), 'keys');
    await expectInvalid(t, send({ locale: 'fr' }), 'locale');
    await expectInvalid(t, send({ endpoint: 42 }), 'endpoint');
    await expectInvalid(t, send({ endpoint: `${endpoint}${'x'.repeat(60_000)}` }), 'endpoint');
  });

  test('needs a live session', async ({ t, pushService }) => {
    const phone = pushService.device('phone');
    await expectSessionRequired(t, (token) =>
      t.call('ParentPush.subscribe', { endpoint: phone.endpoint, keys: phone.keys, locale: 'en' }, token),
    );
  });
});

describe('ParentPush.subscribe on a server with pushes off', () => {
  test.override({ appOptions: { config: { push: { ...loadConfig({}).push, enabled: false, serviceHosts: ['127.0.0.1'] } } } });

  test('is refused and stores nothing', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    await expectInvalid(t, () => subscribe(t, parent, phone), 'endpoint');
  });
});
