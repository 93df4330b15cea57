import type { Db } from '../db/database.js';
import { localDay, localHour } from '../domain/days.js';
import { evaluateFamilyDayOnce } from '../redFlags/evaluate.js';

/** The family's local morning: from this hour on, its day's red-flag rules run without anyone reading. */
export const morningHour = 7;
const batch = 200;

/**
 * Runs the red-flag rules for every family whose local morning has come and whose day has not been
 * evaluated yet (by this job, another process's, or a parent's first read), so that a quiet spell
 * becomes a flag, a notification and a push with time alone. Each family's day is claimed in its row:
 * once, whichever process gets there first. Answers how many families this call evaluated.
 */
export async function evaluateMorningFlags(db: Db, now: number): Promise<number> {
  const zones = await db.selectFrom('families').select('time_zone').distinct().execute();
  let evaluated = 0;
  for (const { time_zone: zone } of zones) {
    if (localHour(now, zone) < morningHour) continue;
    const today = localDay(now, zone);
    let after = 0;
    for (;;) {
      const due = await db
        .selectFrom('families')
        .select('id')
        .where('time_zone', '=', zone)
        .where((eb) => eb.or([eb('flags_evaluated_on', 'is', null), eb('flags_evaluated_on', '<', today)]))
        .where('id', '>', after)
        .orderBy('id')
        .limit(batch)
        .execute();
      for (const family of due) if (await evaluateFamilyDayOnce(db, family.id, today, now)) evaluated += 1;
      if (due.length < batch) break;
      after = due.at(-1)!.id;
    }
  }
  return evaluated;
}
