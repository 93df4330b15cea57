import type { Db } from '../db/database.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { markNoticedFlagsRead } from '../redFlags/readSync.js';
import { inTransaction } from '../db/transactions.js';

/**
 * Unread → read, never back. Ids that are not the caller's own (another parent's, another family's,
 * or none at all) are not found, and nothing is marked. A red flag's notification reads its flag too.
 */
export async function markNotificationsRead(db: Db, scope: FamilyScope, notificationIds: number[], now: number) {
  const ids = [...new Set(notificationIds)];
  const own = await db.selectFrom('notifications').select('id').where('user_id', '=', scope.userId).where('id', 'in', ids).execute();
  if (own.length !== ids.length) throw notFound();
  return inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('notifications')
      .set({ read_at: now })
      .where('user_id', '=', scope.userId)
      .where('id', 'in', ids)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    await markNoticedFlagsRead(trx, scope.userId, ids, now);
    return { updated: Number(result.numUpdatedRows) };
  });
}

/** Removes one of the caller's own notifications. */
export async function removeNotification(db: Db, scope: FamilyScope, notificationId: number) {
  const result = await db
    .deleteFrom('notifications')
    .where('id', '=', notificationId)
    .where('user_id', '=', scope.userId)
    .executeTakeFirst();
  const removed = Number(result.numDeletedRows);
  if (removed === 0) throw notFound();
  return { removed };
}

/**
 * Keeps the oldest of each run of same-kind, same-content notifications: a later one within
 * `timeWindow` seconds of the kept one goes.
 */
export async function removeDuplicateNotifications(db: Db, scope: FamilyScope, timeWindow: number) {
  const duplicates = await findDuplicateNotifications(db, scope, timeWindow);
  let removed = 0;
  for (let i = 0; i < duplicates.length; i += 500) {
    const chunk = duplicates.slice(i, i + 500);
    const result = await db.deleteFrom('notifications').where('user_id', '=', scope.userId).where('id', 'in', chunk).executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return { removed };
}

/** The ids removeDuplicateNotifications removes: every repeat within `timeWindow` of the kept one. */
export async function findDuplicateNotifications(db: Db, scope: FamilyScope, timeWindow: number): Promise<number[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'message_type', 'text_key', 'params', 'created_at'])
    .where('user_id', '=', scope.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const kept = new Map<string, number>();
  const duplicates: number[] = [];
  for (const row of rows) {
    const content = `${row.message_type}\u0000${row.text_key}\u0000${row.params}`;
    const keptAt = kept.get(content);
    if (keptAt !== undefined && row.created_at - keptAt <= timeWindow) {
      duplicates.push(row.id);
    } else {
      kept.set(content, row.created_at);
    }
  }
  return duplicates;
}
