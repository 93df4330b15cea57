import { createDemoFamily, demoAccounts } from '../cli/demoFamily.js';
import { describe, expect } from '../test/fixture.js';
import { gameClient } from '../test/game.js';
import { devicesOf, pushesTo, subscribe, test } from '../test/push.js';
import type { FakePushService } from '../test/pushService.js';
import type { Parent, TestApp } from '../test/testApp.js';

/** The demo family, signed in: Lin (two devices, English and Chinese), Wei (one, English), and Jun's id. */
async function demoFamilyWithDevices(t: TestApp, service: FakePushService) {
  await createDemoFamily(t.database.db, t.clock.now(), { clinicPassword: 'desk-password-1' });
  const { parent, partner } = demoAccounts();
  const signIn = async (account: { email: string; password: string }): Promise<Parent> => {
    const data = (await t.call('ParentAuthHandler.signin', account)).body.data;
    return { token: data.token, userId: data.user_id, familyId: data.family_id, pCode: data.p_code, cookie: '', email: account.email };
  };
  const lin = await signIn(parent);
  const wei = await signIn(partner);
  const members = (await t.call('ParentFamilyHandler.get_members', { filter_role: 'child' }, lin.token)).body.data.members;
  const jun = members.find((member: { name: string }) => member.name === 'Jun').user_id as number;
  const devices = { linPhone: service.device('lin-phone'), linTablet: service.device('lin-tablet'), weiPhone: service.device('wei-phone') };
  for (const [parentOf, device, locale] of [
    [lin, devices.linPhone, 'en'],
    [lin, devices.linTablet, 'zh'],
    [wei, devices.weiPhone, 'en'],
  ] as const) {
    expect((await subscribe(t, parentOf, device, locale)).status).toBe(200);
  }
  return { lin, wei, jun, devices };
}

const concern = (childId: number, now: number, eventId = 'moderation-1', reason = 'Shared a phone number in chat') => ({
  events: [{ event_id: eventId, child_id: childId, type: 'concern', reason, occurred_at: now }],
});

/** The newest red-flag notification id of a parent: what the push's tag names. */
const newestFlagNotice = async (t: TestApp, parent: Parent) =>
  (await t.call('ParentNotification.list', { messageType: 'red_flag' }, parent.token)).body.data.data[0].id as number;

describe('a red flag raised for the demo child', () => {
  test('reaches every device of each parent once, encrypted for it, in its language, opening the red flags', async ({
    t,
    pushService,
    stranger,
  }) => {
    const { lin, wei, jun, devices } = await demoFamilyWithDevices(t, pushService);
    const outsider = pushService.device('stranger-phone');
    await subscribe(t, stranger, outsider);
    const publicKey = (await t.call('ParentPush.getConfig', {}, lin.token)).body.data.public_key;

    const game = await gameClient(t);
    expect((await game.post('/activity', concern(jun, t.clock.now()))).body).toMatchObject({ accepted: 1 });
    await t.app.pushDispatcher.idle();

    expect(pushService.received).toHaveLength(3);
    const linPhone = pushesTo(pushService, devices.linPhone);
    const linTablet = pushesTo(pushService, devices.linTablet);
    const weiPhone = pushesTo(pushService, devices.weiPhone);
    expect([linPhone.length, linTablet.length, weiPhone.length]).toEqual([1, 1, 1]);
    expect(pushesTo(pushService, outsider)).toEqual([]);

    const english = { title: 'New red flag', url: '/red-flag-and-interventions' };
    expect(linPhone[0]!.message).toEqual({
      ...english,
      body: 'The game noticed something about Jun: Shared a phone number in chat See the suggested next step under Red flags.',
      tag: `notification-${await newestFlagNotice(t, lin)}`,
    });
    expect(linTablet[0]!.message).toEqual({
      title: '新的预警',
      body: '游戏注意到了 Jun 的一些情况：Shared a phone number in chat请在“预警”中查看建议的做法。',
      url: '/red-flag-and-interventions',
      tag: `notification-${await newestFlagNotice(t, lin)}`,
    });
    expect(weiPhone[0]!.message).toMatchObject({ ...english, tag: `notification-${await newestFlagNotice(t, wei)}` });

    for (const push of [...linPhone, ...linTablet, ...weiPhone]) {
      // Signed by the server's key for the push service's origin (RFC 8292), sent soon and kept a day.
      expect(push.vapid.key).toBe(publicKey);
      expect(push.vapid.claims.aud).toBe(pushService.origin);
      expect(push.vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '86400' });
    }
    expect(await t.database.db.selectFrom('push_outbox').selectAll().execute()).toEqual([]);

    // The same concern again raises nothing new, so nothing more is sent.
    await game.post('/activity', concern(jun, t.clock.now()));
    await t.app.pushDispatcher.idle();
    expect(pushService.received).toHaveLength(3);
  });

  test('the request that raised it is answered before the push service hears of it', async ({ t, pushService }) => {
    const { jun } = await demoFamilyWithDevices(t, pushService);
    // A push service that takes two seconds to answer does not hold the game's request up.
    pushService.delayMs = 2000;
    const game = await gameClient(t);
    const answer = await game.post('/activity', concern(jun, t.clock.now()));
    expect(answer.status).toBe(200);
    expect(pushService.received).toHaveLength(0);
    expect(await t.database.db.selectFrom('push_outbox').select('id').execute()).toHaveLength(3);
    await t.app.pushDispatcher.idle();
    expect(pushService.received).toHaveLength(3);
  });

  test('a device the push service says is gone (410, 404) is forgotten; the others keep theirs', async ({ t, pushService }) => {
    const { lin, wei, jun, devices } = await demoFamilyWithDevices(t, pushService);
    pushService.answers.set('/push/lin-tablet', 410);
    pushService.answers.set('/push/wei-phone', 404);
    const game = await gameClient(t);
    await game.post('/activity', concern(jun, t.clock.now()));
    await t.app.pushDispatcher.idle();
    expect(pushService.received).toHaveLength(3);
    expect(await devicesOf(t, lin)).toEqual([devices.linPhone.endpoint]);
    expect(await devicesOf(t, wei)).toEqual([]);

    // Another concern: the same words would go to the open flag, with nothing sent (ADR 0031).
    await game.post('/activity', concern(jun, t.clock.now(), 'moderation-2', 'Used rude words in chat'));
    await t.app.pushDispatcher.idle();
    expect(pushesTo(pushService, devices.linPhone)).toHaveLength(2);
    expect(pushService.received).toHaveLength(4);
  });
});
