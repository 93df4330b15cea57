import { loadConfig } from '../../config.js';
import { describe, expect } from '../../test/fixture.js';
import { devicesOf, expectSessionRequired, pushesTo, subscribe, test } from '../../test/push.js';
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

  test("the parent's own device takes new keys", async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    await subscribe(t, parent, phone);
    const renewed = { ...pushService.device('renewed'), endpoint: phone.endpoint };
    await subscribe(t, parent, renewed);
    expect(await stored(t)).toEqual([{ user_id: parent.userId, endpoint: phone.endpoint, ...renewed.keys, locale: 'en' }]);
  });

  test('the same device 50 times at once is one device', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    const answers = await Promise.all(Array.from({ length: 50 }, () => subscribe(t, parent, phone)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await devicesOf(t, parent)).toEqual([phone.endpoint]);
  });

  test('a browser registered again by another parent (signed in there after) moves to them: it brings its auth secret', async ({
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

  // Refusing would tell the sender that the endpoint is someone's device.
  test("another parent who knows only a device's endpoint does not get it: answered as a success, the device stays and still receives", async ({
    t,
    parent,
    stranger,
    pushService,
  }) => {
    const phone = pushService.device('phone');
    await subscribe(t, parent, phone, 'zh');
    const before = await stored(t);
    const forged = { ...pushService.device('attacker'), endpoint: phone.endpoint };
    const answers = [
      await subscribe(t, stranger, forged),
      // The device's public key is no secret: it goes with every push.
      await t.call(
        'ParentPush.subscribe',
        { endpoint: phone.endpoint, keys: { ...phone.keys, auth: forged.keys.auth }, locale: 'en' },
        stranger.token,
      ),
    ];
    const unknown = await subscribe(t, stranger, pushService.device('stranger-phone'));
    expect(answers.map((answer) => answer.raw)).toEqual([unknown.raw, unknown.raw]);
    expect(await stored(t)).toEqual([...before, expect.objectContaining({ user_id: stranger.userId })]);
    expect(await devicesOf(t, parent)).toEqual([phone.endpoint]);

    await t.joinFamilyOf(parent);
    await t.app.pushDispatcher.idle();
    expect(pushesTo(pushService, phone).map((push) => push.message.title)).toEqual(['新家长加入了您的家庭']);
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

describe('ParentPush.subscribe with the real push services listed', () => {
  test.override({ appOptions: { config: { push: { ...loadConfig({}).push, serviceHosts: ['fcm.googleapis.com'] } } } });

  test('stores an endpoint exactly as the browser writes it, and refuses one written any other way or on another port', async ({
    t,
    parent,
    pushService,
  }) => {
    const { keys } = pushService.device('phone');
    const endpoint = 'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b';
    for (const other of [
      'https://fcm.googleapis.com\\fcm\\send\\dGVzdA:APA91b',
      'https://fcm.googleapis.com/fcm\\send/dGVzdA:APA91b',
      'https://\uFF46\uFF43\uFF4D.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://FCM.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://fcm.googleapis.com:22/fcm/send/dGVzdA:APA91b',
      'https://fcm.googleapis.com:8443/fcm/send/dGVzdA:APA91b',
      'https://fcm.googleapis.com./fcm/send/dGVzdA:APA91b',
      'https://fcm.googleapis.com/fcm/send/../send/dGVzdA:APA91b',
    ]) {
      await expectInvalid(t, () => t.call('ParentPush.subscribe', { endpoint: other, keys, locale: 'en' }, parent.token), 'endpoint');
    }
    expect((await t.call('ParentPush.subscribe', { endpoint, keys, locale: 'en' }, parent.token)).status).toBe(200);
    expect(await devicesOf(t, parent)).toEqual([endpoint]);
  });
});

describe('ParentPush.subscribe on a server with pushes off', () => {
  test.override({ appOptions: { config: { push: { ...loadConfig({}).push, enabled: false, serviceHosts: ['127.0.0.1'] } } } });

  test('is refused and stores nothing', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    await expectInvalid(t, () => subscribe(t, parent, phone), 'endpoint');
  });
});
