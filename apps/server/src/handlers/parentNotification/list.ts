import { renderNotification } from '../../notifications/texts.js';
import { unreadCount } from '../../notifications/unreadCount.js';
import type { Handler } from '../../gateway/context.js';

/** The caller's own notifications, newest first, written in the caller's language. */
export const list: Handler<'ParentNotification.list'> = async (input, { db, caller, locale }) => {
  let mine = db.selectFrom('notifications').where('user_id', '=', caller.userId);
  if (input.messageType) mine = mine.where('message_type', '=', input.messageType);
  const [rows, counts, { unread_count }] = await Promise.all([
    mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('all')).executeTakeFirstOrThrow(),
    // The unread count is over every kind: it drives the dot on the home notifications icon.
    unreadCount(db, caller.userId),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      ...renderNotification(row.text_key, row.params, locale),
      message_type: row.message_type,
      created_at: row.created_at,
      is_read: row.read_at !== null,
    })),
    total: Number(counts.all),
    page: input.page,
    perPage: input.perPage,
    unread_count,
  };
};
