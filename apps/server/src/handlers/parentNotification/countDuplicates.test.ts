import { describe, expect, test } from '../../test/fixture.js';
import { tellChildJoined } from '../../test/notifications.js';
import { expectInvalid } from '../../test/walls.js';

describe('ParentNotification.countDuplicates', () => {
  test('counts what cleanupDuplicates would remove, the caller own only, and changes nothing', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const start = t.clock.now();
    const send = (name: string, offset: number) => tellChildJoined(t, parent, name, start + offset);
    expect((await t.call('ParentNotification.countDuplicates', {}, parent.token)).body.data).toEqual({ duplicates: 0 });
    await send('Ada', 0);
    await send('Ada', 3600);
    await send('Ada', 86400);
    await send('Ben', 10);
    const total = async () => (await t.call('ParentNotification.list', {}, parent.token)).body.data.total as number;
    const before = await total();
    expect((await t.call('ParentNotification.countDuplicates', {}, parent.token)).body.data).toEqual({ duplicates: 2 });
    expect((await t.call('ParentNotification.countDuplicates', { timeWindow: 1 }, parent.token)).body.data).toEqual({ duplicates: 0 });
    expect(await total()).toBe(before);
    await t.call('ParentNotification.cleanupDuplicates', {}, parent.token);
    expect((await t.call('ParentNotification.countDuplicates', {}, parent.token)).body.data).toEqual({ duplicates: 0 });
    // The other parent's own copies are theirs to clean.
    expect((await t.call('ParentNotification.countDuplicates', {}, partner.token)).body.data).toEqual({ duplicates: 2 });
  });

  test('refuses a bad window and a missing session', async ({ t, parent }) => {
    for (const timeWindow of [0, -1, 1.5, 'day', 365 * 86400 + 1]) {
      await expectInvalid(
        t,
        () => t.call('ParentNotification.countDuplicates', { timeWindow: timeWindow as number }, parent.token),
        'timeWindow',
      );
    }
    expect((await t.call('ParentNotification.countDuplicates', {})).status).toBe(401);
  });
});
