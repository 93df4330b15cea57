import type { ActivityAnswer, GameEvent } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';
import { localDay } from '../domain/days.js';
import { grantHeroicTokens, heroicRoom } from '../economy/heroicTokens.js';
import { writeChildActivity, type ActiveChild } from './childActivity.js';
import { claim, claimed, refuse, type Indexed } from './eventClaims.js';

export type HeroicEvent = Extract<GameEvent, { type: 'heroic_act' }>;

type Outcome = { kind: 'duplicate' } | { kind: 'granted'; tokens: number };

/**
 * A heroic act earns the child's family its tokens, within the child's daily cap (ADR 0033), counted
 * on the family's day the act happened. In one transaction, under the lock of the child's day: a
 * repeat of the act's id is a duplicate; with no room left the act is refused and claims nothing; else
 * the id is claimed and what fits is granted once (the ledger's key is the act's id), told to the
 * parents, and the day counts as played. What the cap held back is answered by index.
 */
export async function applyHeroicAct(
  db: Db,
  keyId: number,
  { index, event }: Indexed<HeroicEvent>,
  child: ActiveChild,
  cap: number,
  now: number,
  answer: ActivityAnswer,
  touched: Set<ActiveChild>,
): Promise<void> {
  const familyId = child.familyId;
  if (familyId === null) return refuse(answer, index, 'child_without_family');
  const heroic = { childId: child.id, familyId, day: localDay(event.occurred_at, child.timeZone) };
  const outcome = await inTransaction(db, async (trx): Promise<Outcome> => {
    const room = await heroicRoom(trx, heroic, cap);
    if (await claimed(trx, keyId, event.event_id)) return { kind: 'duplicate' };
    if (room === 0) return { kind: 'granted', tokens: 0 };
    if ((await claim(trx, keyId, [{ index, event }], now)).size === 0) return { kind: 'duplicate' };
    const tokens = Math.min(event.tokens, room);
    const grant = {
      amount: tokens,
      reason: event.reason,
      reasonZh: event.reason_zh ?? null,
      reasonKey: `heroic:${keyId}:${event.event_id}`,
    };
    if (!(await grantHeroicTokens(trx, heroic, grant, now))) return { kind: 'duplicate' };
    await writeChildActivity(trx, child, { at: event.occurred_at });
    return { kind: 'granted', tokens };
  });
  if (outcome.kind === 'duplicate') return void (answer.duplicates += 1);
  if (outcome.tokens > 0) {
    answer.accepted += 1;
    touched.add(child);
  }
  if (outcome.tokens < event.tokens) refuse(answer, index, 'heroic_cap_reached', { tokens_granted: outcome.tokens });
}
