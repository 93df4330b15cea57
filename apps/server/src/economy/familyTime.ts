import type { Db } from '../db/database.js';
import { inTransaction } from '../db/transactions.js';
import { grantStreakMilestone } from './milestones.js';

/**
 * The family's time zone, for sign-in and sign-up, which start from a user row rather than a session
 * (a session's caller carries it already: `caller.familyTimeZone`).
 */
export async function familyTimeZone(db: Db, familyId: number): Promise<string> {
  const family = await db.selectFrom('families').select('time_zone').where('id', '=', familyId).executeTakeFirst();
  return family?.time_zone ?? 'UTC';
}

/**
 * Counts a family day ('YYYY-MM-DD') on the family login streak; repeats of the same day are no-ops.
 * A new day may reach the streak's milestone, granted in the same transaction (ADR 0033).
 */
export async function recordLoginDay(db: Db, familyId: number, day: string, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const counted = await trx
      .insertInto('login_days')
      .values({ family_id: familyId, day })
      .onConflict((oc) => oc.columns(['family_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (counted) await grantStreakMilestone(trx, familyId, now);
  });
}
