import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/preparedQuery.js';

// Polled by every open dashboard: built once.
const unreadRows = preparedQuery((db: Db, userId: number) =>
  db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null),
);

/** The parent's unread notifications of every kind: the dot on the home notifications icon. */
export async function unreadCount(db: Db, userId: number) {
  const [row] = await unreadRows(db, userId);
  return { unread_count: Number(row?.unread ?? 0) };
}
