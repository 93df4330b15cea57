import { describe, expect, test } from '../../test/fixture.js';
import { tellChildJoined } from '../../test/notifications.js';
import { expectInvalid } from '../../test/walls.js';

describe('ParentNotification.cleanupDuplicates', () => {
  test('keeps the oldest of same-kind same-content notifications inside the window', async ({ t, parent }) => {
    const start = t.clock.now();
    const send = (name: string, offset: number) => tellChildJoined(t, parent, name, start + offset);
    await send('Ada', 0);
    await send('Ada', 3600);
    await send('Ada', 86400);
    await send('Ada', 86401);
    await send('Ben', 10);
    const answer = await t.call('ParentNotification.cleanupDuplicates', {}, parent.token);
    expect(answer.body.data).toEqual({ removed: 2 });
    const left = (await t.call('ParentNotification.list', {}, parent.token)).body.data.data;
    expect(left.map((n: { created_at: number; body: string }) => [n.created_at - start, n.body.split(' ')[0]])).toEqual([
      [86401, 'Ada'],
      [10, 'Ben'],
      [0, 'Ada'],
    ]);
    const narrow = await t.call('ParentNotification.cleanupDuplicates', { timeWindow: 1 }, parent.token);
    expect(narrow.body.data).toEqual({ removed: 0 });
  });

  test('removes only the caller own repeats, not those of the other parent of the family', async ({ t, parent }) => {
    const partner = await t.joinFamilyOf(parent);
    const start = t.clock.now();
    for (const offset of [0, 60, 120]) await tellChildJoined(t, parent, 'Ada', start + offset);
    const answer = await t.call('ParentNotification.cleanupDuplicates', { timeWindow: 3600 }, partner.token);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { removed: 2 } });
    const count = async (userId: number) =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select('id')
          .where('user_id', '=', userId)
          .where('text_key', '=', 'child_joined')
          .execute()
      ).length;
    expect(await count(partner.userId)).toBe(1);
    expect(await count(parent.userId)).toBe(3);
  });

  test('refuses a window under a second or over a year, naming the field', async ({ t, parent }) => {
    await expectInvalid(t, () => t.call('ParentNotification.cleanupDuplicates', { timeWindow: 0 }, parent.token), 'timeWindow');
    await expectInvalid(
      t,
      () => t.call('ParentNotification.cleanupDuplicates', { timeWindow: 365 * 86400 + 1 }, parent.token),
      'timeWindow',
    );
    await expectInvalid(t, () => t.call('ParentNotification.cleanupDuplicates', { timeWindow: 1.5 }, parent.token), 'timeWindow');
  });
});
