import { describe, expect } from '../../test/fixture.js';
import { childJoined, listOf, test } from '../../test/notifications.js';
import { expectForeignLikeUnknown, expectInvalid } from '../../test/walls.js';

describe('ParentNotification.markAsRead', () => {
  test('moves read state forward only, and only for the caller own notifications', async ({ t, a, b }) => {
    await childJoined(t, a, b, 12);
    const mine = (await listOf(t, b)).data.slice(0, 3).map((n: { id: number }) => n.id);
    const first = await t.call('ParentNotification.markAsRead', { notificationIds: mine }, b.token);
    expect(first.body.data).toEqual({ updated: 3 });
    const again = await t.call('ParentNotification.markAsRead', { notificationIds: mine }, b.token);
    expect(again.body.data).toEqual({ updated: 0 });
    expect((await t.call('ParentNotification.getUnreadCount', {}, b.token)).body.data).toEqual({ unread_count: 9 });
    const read = (await listOf(t, b)).data.slice(0, 3);
    expect(read.every((n: { is_read: boolean }) => n.is_read)).toBe(true);

    // A's notification is invisible to B: not found, and it stays unread.
    const aNotification = (await listOf(t, a)).data[0].id;
    const foreign = await t.call('ParentNotification.markAsRead', { notificationIds: [mine[0], aNotification] }, b.token);
    expect(foreign.status).toBe(404);
    expect((await listOf(t, a)).data[0].is_read).toBe(false);
  });

  test('stamps the time of reading once, and counts a repeated id once', async ({ t, a, b }) => {
    await childJoined(t, a, b, 2);
    const [newer, older] = (await listOf(t, b)).data.map((n: { id: number }) => n.id);
    t.clock.advance(60);
    const readAt = t.clock.now();
    const answer = await t.call('ParentNotification.markAsRead', { notificationIds: [older, older] }, b.token);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { updated: 1 } });
    t.clock.advance(60);
    await t.call('ParentNotification.markAsRead', { notificationIds: [older, newer] }, b.token);
    const stored = await t.database.db
      .selectFrom('notifications')
      .select(['id', 'read_at'])
      .where('user_id', '=', b.userId)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: older, read_at: readAt },
      { id: newer, read_at: readAt + 60 },
    ]);
  });

  test("answers another family's notification exactly like an unknown one, marking nothing", async ({ t, a, b: _ben, stranger }) => {
    const aNotification = (await listOf(t, a)).data[0].id;
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ParentNotification.markAsRead', { notificationIds: [id as number] }, stranger.token),
      aNotification,
    );
  });

  test("answers another parent's notification of the same family like an unknown one, marking nothing", async ({ t, a, b }) => {
    const aNotification = (await listOf(t, a)).data[0].id;
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('ParentNotification.markAsRead', { notificationIds: [id as number] }, b.token),
      aNotification,
    );
  });

  test('refuses an empty list, too long a list and ids that are not positive whole numbers, naming the field', async ({ t, parent }) => {
    const mark = (notificationIds: unknown) => t.call('ParentNotification.markAsRead', { notificationIds } as never, parent.token);
    const empty = await expectInvalid(t, () => mark([]), 'notificationIds');
    expect(empty.body.msg).toBe('Choose at least one notification');
    await expectInvalid(t, () => mark(Array.from({ length: 101 }, (_, i) => i + 1)), 'notificationIds');
    await expectInvalid(t, () => mark(['1']), 'notificationIds.0');
  });
});
