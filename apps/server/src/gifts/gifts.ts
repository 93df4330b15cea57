import type { Db } from '../db/database.js';
import { notFound } from '../domain/refusal.js';

export interface PendingGift {
  gift_id: number;
  child_id: number;
  item: string;
  sent_at: number;
}

/** Gifts the game has not delivered yet, oldest first (the pending index serves this). */
export async function pendingGifts(db: Db, limit: number): Promise<PendingGift[]> {
  const rows = await db
    .selectFrom('gifts')
    .select(['id', 'child_id', 'item', 'sent_at'])
    .where('delivered_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ gift_id: row.id, child_id: row.child_id, item: row.item, sent_at: Number(row.sent_at) }));
}

/**
 * The game handed the gift over. Delivering again is not an error: the first delivery time stays and
 * is answered, however many deliveries arrive at once.
 */
export async function deliverGift(db: Db, giftId: number, now: number): Promise<{ gift_id: number; delivered_at: number }> {
  await db.updateTable('gifts').set({ delivered_at: now }).where('id', '=', giftId).where('delivered_at', 'is', null).execute();
  const row = await db.selectFrom('gifts').select(['id', 'delivered_at']).where('id', '=', giftId).executeTakeFirst();
  if (!row || row.delivered_at === null) throw notFound();
  return { gift_id: row.id, delivered_at: Number(row.delivered_at) };
}
