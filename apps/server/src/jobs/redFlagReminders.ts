import type { Db } from '../db/database.js';
import { daytimeDeadline, isFamilyDaytime } from '../domain/daytimeDeadline.js';
import { localHour } from '../domain/days.js';
import { remindWithinSeconds } from '../domain/redFlagLifecycle.js';
import { readSettings } from '../economy/settings.js';
import { remindOfFlag } from '../redFlags/reminders.js';

const batch = 200;

/**
 * Reminds every parent of a family, once, of a red flag nobody has opened (still `new`) once the
 * operator's `red_flag_reminder_hours` of the family's daytime have passed since it was raised or
 * reopened (ADR 0031), and only in that daytime. Answers how many flags this call reminded of.
 */
export async function sendRedFlagReminders(db: Db, now: number): Promise<number> {
  const hours = (await readSettings(db)).red_flag_reminder_hours;
  let reminded = 0;
  let after = 0;
  for (;;) {
    const waiting = await db
      .selectFrom('red_flags')
      .innerJoin('families', 'families.id', 'red_flags.family_id')
      .innerJoin('users', (join) => join.onRef('users.id', '=', 'red_flags.child_id').onRef('users.family_id', '=', 'red_flags.family_id'))
      .select(['red_flags.id', 'red_flags.family_id', 'red_flags.child_id', 'red_flags.state_since', 'families.time_zone'])
      .select(['users.real_name', 'users.login_name', 'users.email'])
      .where('red_flags.state', '=', 'new')
      // Daytime hours are never fewer than the clock's: a flag younger than `hours` cannot be due.
      .where('red_flags.state_since', '<=', now - hours * 3600)
      .where('red_flags.state_since', '>=', now - remindWithinSeconds)
      .where('red_flags.reminded_at', 'is', null)
      .where('red_flags.id', '>', after)
      .orderBy('red_flags.id')
      .limit(batch)
      .execute();
    for (const flag of waiting) {
      if (daytimeDeadline(flag.state_since, hours, flag.time_zone) > now || !isFamilyDaytime(localHour(now, flag.time_zone))) continue;
      if (await remindOfFlag(db, flag, now)) reminded += 1;
    }
    if (waiting.length < batch) break;
    after = waiting.at(-1)!.id;
  }
  return reminded;
}
