import { describe, expect } from '../test/fixture.js';
import { test } from '../test/redFlags.js';
import type { Parent, TestApp } from '../test/testApp.js';

/** The parent's red-flag notifications, oldest first, with their read state. */
async function flagNotices(t: TestApp, parent: Parent) {
  return t.database.db
    .selectFrom('notifications')
    .select(['id', 'red_flag_id', 'read_at'])
    .where('user_id', '=', parent.userId)
    .where('message_type', '=', 'red_flag')
    .orderBy('id')
    .execute();
}

describe('a red flag and its notification are read together', () => {
  test('marking a flag read reads its notification, for that parent only', async ({ t, flags: { tokenOf, readingFamily } }) => {
    const { family, ids } = await readingFamily();
    const notices = await flagNotices(t, family.parent);
    expect(notices.map((notice) => notice.red_flag_id).sort()).toEqual([...ids].sort());

    const unread = async () => (await t.call('ParentNotification.getUnreadCount', {}, await tokenOf(family.parent))).body.data.unread_count;
    const before = await unread();
    await t.call('RedFlagIntervention.markInterventionsAsRead', { interventionIds: [ids[1]!] }, await tokenOf(family.parent));
    const after = await flagNotices(t, family.parent);
    expect(after.filter((notice) => notice.read_at !== null).map((notice) => notice.red_flag_id)).toEqual([ids[1]]);
    expect(await unread()).toBe(before - 1);
    // The other parent's notifications are theirs.
    expect((await flagNotices(t, family.coParent)).every((notice) => notice.read_at === null)).toBe(true);
  });

  test('marking a notification read reads its flag, for that parent only', async ({ t, flags: { tokenOf, flagsOf, readingFamily } }) => {
    const { family, ids } = await readingFamily();
    const notice = (await flagNotices(t, family.coParent)).find((row) => row.red_flag_id === ids[2])!;
    const marked = await t.call('ParentNotification.markAsRead', { notificationIds: [notice.id] }, await tokenOf(family.coParent));
    expect(marked.body.data).toEqual({ updated: 1 });
    const theirs = await flagsOf(family.coParent);
    expect(theirs.total).toBe(2);
    expect(theirs.data.find((flag) => flag.id === ids[2])!.is_read).toBe(true);
    expect((await flagsOf(family.parent)).total).toBe(3);
    // Marking the flag afterwards finds it read already.
    const again = await t.call(
      'RedFlagIntervention.markInterventionsAsRead',
      { interventionIds: [ids[2]!] },
      await tokenOf(family.coParent),
    );
    expect(again.body.data).toEqual({ updated: 0 });
  });

  test('a notification whose flag left with its child is only a notification', async ({ t, flags: { tokenOf, readingFamily } }) => {
    const { family, ids } = await readingFamily();
    const notice = (await flagNotices(t, family.parent)).find((row) => row.red_flag_id === ids[0])!;
    await t.database.db.deleteFrom('red_flags').where('id', '=', ids[0]!).execute();
    const marked = await t.call('ParentNotification.markAsRead', { notificationIds: [notice.id] }, await tokenOf(family.parent));
    expect(marked.status).toBe(200);
    expect(marked.body.data).toEqual({ updated: 1 });
  });
});
