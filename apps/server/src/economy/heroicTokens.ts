import type { Db } from '../db/database.js';
import { lockedOnPostgres } from '../db/rowLocks.js';
import { actorName } from '../notifications/actor.js';
import { notifyParents } from '../notifications/notify.js';
import { grantTokensOnce } from './tokens.js';

/** A child's day of heroic acts, in the family's calendar. */
export interface HeroicDay {
  childId: number;
  familyId: number;
  day: string;
}

/**
 * What the daily cap leaves for the child's day (ADR 0033), inside the caller's transaction. The day's
 * row is made if missing and locked before it is read (FOR UPDATE on PostgreSQL; SQLite writes one
 * transaction at a time), so acts arriving together each see what the others granted, and the caller
 * holds the lock until it has granted or not.
 */
export async function heroicRoom(trx: Db, { childId, day }: HeroicDay, cap: number): Promise<number> {
  await trx
    .insertInto('heroic_token_days')
    .values({ child_id: childId, day, tokens: 0 })
    .onConflict((oc) => oc.columns(['child_id', 'day']).doNothing())
    .execute();
  const today = trx.selectFrom('heroic_token_days').select('tokens').where('child_id', '=', childId).where('day', '=', day);
  const { tokens } = await lockedOnPostgres(trx, today).executeTakeFirstOrThrow();
  return Math.max(0, cap - Number(tokens));
}

interface HeroicGrant {
  amount: number;
  reason: string;
  reasonZh: string | null;
  /** The act's identity: one grant per act, ever. */
  reasonKey: string;
}

/**
 * Grants a heroic act's tokens (already within `heroicRoom`) to the child's family once, counts them on
 * the child's day and tells the family's parents, all in the caller's transaction. Answers whether this
 * call granted them (false: the act was granted before).
 */
export async function grantHeroicTokens(trx: Db, heroic: HeroicDay, grant: HeroicGrant, now: number): Promise<boolean> {
  const { familyId, childId, day } = heroic;
  const written = await grantTokensOnce(trx, { familyId, ...grant }, now);
  if (!written) return false;
  await trx
    .updateTable('heroic_token_days')
    .set((eb) => ({ tokens: eb('tokens', '+', grant.amount) }))
    .where('child_id', '=', childId)
    .where('day', '=', day)
    .execute();
  const params = { name: await actorName(trx, childId), tokens: grant.amount, reason: grant.reason };
  await notifyParents(trx, {
    familyId,
    type: 'tokens',
    textKey: 'tokens_heroic_act',
    params: grant.reasonZh === null ? params : { ...params, reason_zh: grant.reasonZh },
    now,
  });
  return true;
}
