import type { Db } from '../db/database.js';
import { pushTargetOf } from './targets.js';

let queued = 0;

/**
 * Grows each time pushes are written to the outbox in this process. The dispatcher compares it after
 * each answer and sends only when it moved, so a request that queued nothing pays one comparison.
 */
export const pushesQueued = () => queued;

/**
 * Writes the pushes of new notifications (`textKey` of a pushed kind) to the outbox: one per device of
 * each recipient. Runs in the transaction that writes the notifications, so a push exists exactly
 * when its notification does; the dispatcher sends it once that transaction has committed.
 */
export async function queuePushes(db: Db, textKey: string, notificationIds: number[], now: number): Promise<void> {
  if (notificationIds.length === 0 || !pushTargetOf(textKey)) return;
  const devices = await db
    .selectFrom('notifications')
    .innerJoin('push_subscriptions', 'push_subscriptions.user_id', 'notifications.user_id')
    .select(['notifications.id as notification_id', 'push_subscriptions.id as subscription_id'])
    .where('notifications.id', 'in', notificationIds)
    .execute();
  if (devices.length === 0) return;
  await db
    .insertInto('push_outbox')
    .values(devices.map((device) => ({ ...device, created_at: now, attempts: 0, next_attempt_at: now })))
    .execute();
  queued += 1;
}
