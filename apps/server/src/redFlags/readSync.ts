import type { Db } from '../db/database.js';

/**
 * A red flag and the notification that told a parent of it are one thing to read: marking either
 * read marks the other for that parent, never for the family's other parents (ADR 0008). Both run
 * in the caller's transaction, after its own marking.
 */
export async function markFlagNoticesRead(db: Db, userId: number, flagIds: number[], now: number): Promise<void> {
  if (flagIds.length === 0) return;
  await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('red_flag_id', 'in', flagIds)
    .where('read_at', 'is', null)
    .execute();
}

/** The flags the parent's notifications `notificationIds` tell of, read by that parent. */
export async function markNoticedFlagsRead(db: Db, userId: number, notificationIds: number[], now: number): Promise<void> {
  if (notificationIds.length === 0) return;
  // A flag whose child has since left with it is gone; its notification is only a notification then.
  const flags = await db
    .selectFrom('notifications')
    .innerJoin('red_flags', 'red_flags.id', 'notifications.red_flag_id')
    .select('red_flags.id')
    .where('notifications.user_id', '=', userId)
    .where('notifications.id', 'in', notificationIds)
    .execute();
  if (flags.length === 0) return;
  await db
    .insertInto('red_flag_reads')
    .values(flags.map((flag) => ({ red_flag_id: flag.id, user_id: userId, read_at: now })))
    .onConflict((oc) => oc.columns(['red_flag_id', 'user_id']).doNothing())
    .execute();
}
