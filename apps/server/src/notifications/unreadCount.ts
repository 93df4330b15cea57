import type { Db } from '../db/database.js';

/** The parent's unread notifications of every kind: the dot on the home notifications icon. */
export async function unreadCount(db: Db, userId: number) {
  const { unread } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { unread_count: Number(unread) };
}
