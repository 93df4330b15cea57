import type { Db } from '../db/database.js';

/**
 * The family's time zone, for sign-in and sign-up, which start from a user row rather than a session
 * (a session's caller carries it already: `caller.familyTimeZone`).
 */
export async function familyTimeZone(db: Db, familyId: number): Promise<string> {
  const family = await db.selectFrom('families').select('time_zone').where('id', '=', familyId).executeTakeFirst();
  return family?.time_zone ?? 'UTC';
}

/** Counts a family day ('YYYY-MM-DD') on the family login streak; repeats of the same day are no-ops. */
export async function recordLoginDay(db: Db, familyId: number, day: string): Promise<void> {
  await db
    .insertInto('login_days')
    .values({ family_id: familyId, day })
    .onConflict((oc) => oc.columns(['family_id', 'day']).doNothing())
    .execute();
}
