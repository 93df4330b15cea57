import { eventRefusals, type ActivityAnswer, type EventRefusal, type GameEvent } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { Refusal, refusalMessage } from '../domain/refusal.js';

/** An event of a batch with its index, by which the answer names it. */
export type Indexed<E extends GameEvent = GameEvent> = { index: number; event: E };

/** One event the service could not apply, by its index in the batch: a stable code and its text. */
export function refuse(answer: ActivityAnswer, index: number, refusal: EventRefusal | Refusal, extra: { tokens_granted?: number } = {}) {
  if (refusal instanceof Refusal) answer.errors.push({ index, message: refusalMessage(refusal), reason: refusal.reason });
  else answer.errors.push({ index, message: eventRefusals[refusal], reason: refusal, ...extra });
}

/** Claims ids in one statement; answers the ids this call claimed (another request may have won some). */
export async function claim(db: Db, keyId: number, items: Indexed[], now: number): Promise<Set<string>> {
  if (items.length === 0) return new Set();
  const rows = await db
    .insertInto('game_events')
    .values(items.map(({ event }) => ({ key_id: keyId, event_id: event.event_id, child_id: event.child_id, received_at: now })))
    .onConflict((oc) => oc.columns(['key_id', 'event_id']).doNothing())
    .returning('event_id')
    .execute();
  return new Set(rows.map((row) => row.event_id));
}

/** Whether the key's event id was applied already (committed, or earlier in this transaction). */
export async function claimed(db: Db, keyId: number, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_events')
    .select('event_id')
    .where('key_id', '=', keyId)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}
