import { describe, expect } from '../../test/fixture.js';
import { recordChildActivity } from '../../activity/childActivity.js';
import { childJoined, listOf, test } from '../../test/notifications.js';
import { test as flagTest } from '../../test/redFlags.js';
import { at } from '../../test/shanghai.js';

describe('ParentNotification.getUnreadCount', () => {
  test("counts the caller's own unread notifications of every kind", async ({ t, a, b, stranger }) => {
    await childJoined(t, a, b, 3);
    await t.call(
      'GmsInfluenceApi.completeTask',
      {
        task_instance_id: (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: a.pCode }, a.token)).body.data.list[0].id,
        parent_code: a.pCode,
      },
      a.token,
    );
    const answer = await t.call('ParentNotification.getUnreadCount', {}, b.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { unread_count: 4 } });
    // A was told that B joined; nobody told the other family anything.
    expect((await t.call('ParentNotification.getUnreadCount', {}, a.token)).body.data).toEqual({ unread_count: 1 });
    expect((await t.call('ParentNotification.getUnreadCount', {}, stranger.token)).body.data).toEqual({ unread_count: 0 });
  });

  test('goes down as notifications are read or removed', async ({ t, a, b }) => {
    await childJoined(t, a, b, 3);
    const [newest, middle] = (await listOf(t, b)).data.map((n: { id: number }) => n.id);
    await t.call('ParentNotification.markAsRead', { notificationIds: [newest] }, b.token);
    expect((await t.call('ParentNotification.getUnreadCount', {}, b.token)).body.data).toEqual({ unread_count: 2 });
    await t.call('ParentNotification.remove', { notificationId: middle }, b.token);
    expect((await t.call('ParentNotification.getUnreadCount', {}, b.token)).body.data).toEqual({ unread_count: 1 });
  });
});

describe('ParentNotification.getUnreadCount and time-driven red flags', () => {
  flagTest(
    'lets a red flag that time alone raises appear, with its notification for every parent',
    async ({ t, flags: { setTime, tokenOf, newFamily } }) => {
      setTime('2026-11-30T00:00:00Z');
      const { parent, coParent, childId } = await newFamily();
      for (const date of ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']) {
        await recordChildActivity(t.database.db, { childId, at: at(`${date}T02:00:00Z`) });
      }
      const unread = async (who: typeof parent) =>
        (await t.call('ParentNotification.getUnreadCount', {}, await tokenOf(who))).body.data.unread_count;
      // Parent was told that the co-parent joined, the co-parent that the child did.
      expect(await unread(parent)).toBe(1);
      setTime('2026-12-09T02:00:00Z');
      expect(await unread(parent)).toBe(2);
      expect(await unread(coParent)).toBe(2);
      const flags = await t.database.db.selectFrom('red_flags').select(['child_id', 'rule', 'created_at']).execute();
      expect(flags).toEqual([{ child_id: childId, rule: 'activity_drop', created_at: at('2026-12-09T02:00:00Z') }]);
    },
  );
});
