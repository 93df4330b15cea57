import { describe, expect } from '../../test/fixture.js';
import { devicesOf, expectSessionRequired, subscribe, test } from '../../test/push.js';
import { expectInvalid, snapshot } from '../../test/walls.js';

describe('ParentPush.unsubscribe', () => {
  test('forgets this device of the caller and no other; again, it removes nothing', async ({ t, parent, pushService }) => {
    const [phone, tablet] = [pushService.device('phone'), pushService.device('tablet')];
    await subscribe(t, parent, phone);
    await subscribe(t, parent, tablet);
    const answer = await t.call('ParentPush.unsubscribe', { endpoint: phone.endpoint }, parent.token);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { removed: 1 } });
    expect(await devicesOf(t, parent)).toEqual([tablet.endpoint]);
    expect((await t.call('ParentPush.unsubscribe', { endpoint: phone.endpoint }, parent.token)).body.data).toEqual({ removed: 0 });
  });

  // Answered exactly as for an unknown device.
  test("another family's parent cannot turn a device off", async ({ t, parent, stranger, pushService }) => {
    const phone = pushService.device('phone');
    await subscribe(t, parent, phone);
    const before = await snapshot(t);
    const foreign = await t.call('ParentPush.unsubscribe', { endpoint: phone.endpoint }, stranger.token);
    const unknown = await t.call('ParentPush.unsubscribe', { endpoint: pushService.device('nobody').endpoint }, stranger.token);
    expect(foreign.status).toBe(200);
    expect(foreign.raw).toBe(unknown.raw);
    expect(foreign.body.data).toEqual({ removed: 0 });
    expect(await snapshot(t)).toEqual(before);
  });

  test('the same request 50 times at once removes the device once', async ({ t, parent, pushService }) => {
    const phone = pushService.device('phone');
    await subscribe(t, parent, phone);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('ParentPush.unsubscribe', { endpoint: phone.endpoint }, parent.token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(answers.reduce((sum, answer) => sum + answer.body.data.removed, 0)).toBe(1);
  });

  test('refuses a missing, huge or control-character endpoint', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('ParentPush.unsubscribe', {} as never, parent.token), 'endpoint');
    await expectInvalid(
      t,
      () => t.call('ParentPush.unsubscribe', { endpoint: `https://fcm.googleapis.com/${'a'.repeat(2000)}` }, parent.token),
      'endpoint',
    );
    await expectInvalid(
      t,
      () => t.call('ParentPush.unsubscribe', { endpoint: 'https://fcm.googleapis.com/\u0000' }, parent.token),
      'endpoint',
    );
  });

  test('needs a live session', async ({ t, pushService }) => {
    const { endpoint } = pushService.device('phone');
    await expectSessionRequired(t, (token) => t.call('ParentPush.unsubscribe', { endpoint }, token));
  });
});
