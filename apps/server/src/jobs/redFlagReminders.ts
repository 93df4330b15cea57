import type { Db } from '../db/database.js';
import { daytimeDeadline, isFamilyDaytime } from '../domain/daytimeDeadline.js';
import { localHour } from '../domain/days.js';
import { displayName } from '../domain/memberName.js';
import { remindWithinSeconds } from '../domain/redFlagLifecycle.js';
import { readSettings } from '../economy/settings.js';
import { notifyParents } from '../notifications/notify.js';
import { recordStep } from '../redFlags/steps.js';

const batch = 200;

interface UnopenedFlag {
  id: number;
  family_id: number;
  child_id: number;
  state_since: number;
  real_name: string | null;
  login_name: string | null;
  email: string | null;
}

/**
 * Claims the one reminder of a flag still new on its row (compare-and-set on `reminded_at`, as the
 * job read the flag), so two processes at once send it once; then the family's parents hear of it
 * again, with a push, and the flag's steps say so. Answers whether this call sent it.
 */
function remindOfFlag(db: Db, flag: UnopenedFlag, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('red_flags')
      .set({ reminded_at: now })
      .where('id', '=', flag.id)
      .where('state', '=', 'new')
      .where('state_since', '=', flag.state_since)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await recordStep(trx, { id: flag.id, familyId: flag.family_id, childId: flag.child_id }, { kind: 'reminded', actorId: null, at: now });
    await notifyParents(trx, {
      familyId: flag.family_id,
      type: 'red_flag',
      textKey: 'red_flag_reminder',
      params: { name: displayName(flag) },
      now,
      redFlagId: flag.id,
    });
    return true;
  });
}

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
