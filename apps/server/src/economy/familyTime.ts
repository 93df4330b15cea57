import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';

/** The family's time zone (UTC for a child no family has claimed yet). */
export async function familyTimeZone(db: Db, familyId: number | null): Promise<string> {
  if (familyId === null) return 'UTC';
  const family = await db.selectFrom('families').select('time_zone').where('id', '=', familyId).executeTakeFirst();
  return family?.time_zone ?? 'UTC';
}

export async function familyToday(db: Db, familyId: number, now: number): Promise<string> {
  return localDay(now, await familyTimeZone(db, familyId));
}

/** Counts a day on the family login streak; repeats the same day are no-ops. */
export async function recordLoginDay(db: Db, familyId: number, now: number): Promise<void> {
  await db
    .insertInto('login_days')
    .values({ family_id: familyId, day: await familyToday(db, familyId, now) })
    .onConflict((oc) => oc.columns(['family_id', 'day']).doNothing())
    .execute();
}
