import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const remove: Handler<'ParentNotification.remove'> = async (input, { db, caller }) => {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', input.notificationId)
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  const removed = Number(result.numDeletedRows);
  if (removed === 0) throw notFound();
  return { removed };
};
