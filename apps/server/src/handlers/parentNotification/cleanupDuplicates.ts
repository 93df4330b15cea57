import type { Handler } from '../../gateway/context.js';

/**
 * Keeps the oldest of each run of same-kind, same-content notifications: a later one within
 * `timeWindow` seconds of the kept one goes.
 */
export const cleanupDuplicates: Handler<'ParentNotification.cleanupDuplicates'> = async (input, { db, caller }) => {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'message_type', 'text_key', 'params', 'created_at'])
    .where('user_id', '=', caller.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const kept = new Map<string, number>();
  const duplicates: number[] = [];
  for (const row of rows) {
    const content = `${row.message_type}\u0000${row.text_key}\u0000${row.params}`;
    const keptAt = kept.get(content);
    if (keptAt !== undefined && row.created_at - keptAt <= input.timeWindow) {
      duplicates.push(row.id);
    } else {
      kept.set(content, row.created_at);
    }
  }
  let removed = 0;
  for (let i = 0; i < duplicates.length; i += 500) {
    const chunk = duplicates.slice(i, i + 500);
    const result = await db.deleteFrom('notifications').where('user_id', '=', caller.userId).where('id', 'in', chunk).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return { removed };
};
