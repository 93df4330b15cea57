import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/**
 * Unread → read, never back. Ids that are not the caller's own (another parent's, another family's,
 * or none at all) answer 404 and nothing is marked.
 */
export const markAsRead: Handler<'ParentNotification.markAsRead'> = async (input, { db, clock, caller }) => {
  const ids = [...new Set(input.notificationIds)];
  const own = await db.selectFrom('notifications').select('id').where('user_id', '=', caller.userId).where('id', 'in', ids).execute();
  if (own.length !== ids.length) throw notFound();
  const result = await db
    .updateTable('notifications')
    .set({ read_at: clock.now() })
    .where('user_id', '=', caller.userId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
};
