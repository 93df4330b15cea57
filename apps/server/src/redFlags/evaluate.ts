import { interactionTotal } from '@t1d/contract';
import { interactionsInWindow } from '../activity/interactions.js';
import type { Db } from '../db/database.js';
import { localDay, shiftDay } from '../domain/days.js';
import { findRedFlags, interactionWindowDays, quietDaysForDrop, regularWindowDays } from '../domain/redFlagRules.js';
import { readSettings } from '../economy/settings.js';
import { raiseRedFlag } from './raise.js';

// Far enough back to see the last day of play before a quiet spell, and the regular play before it.
const lookBackDays = Math.max(interactionWindowDays, regularWindowDays + quietDaysForDrop + 1);

/**
 * Runs the red-flag rules (domain/redFlagRules.ts) over the recorded activity of a family's children,
 * or of one child, as of `now` (which falls on the family day `today`), and raises what they find.
 * Safe to run any number of times: a rule raises once per child and period.
 */
export async function evaluateRedFlags(db: Db, scope: { familyId: number; childId?: number }, today: string, now: number): Promise<void> {
  const since = shiftDay(today, -(lookBackDays - 1));
  let children = db.selectFrom('users').select('id').where('family_id', '=', scope.familyId).where('role', '=', 'child');
  if (scope.childId !== undefined) children = children.where('id', '=', scope.childId);
  const childIds = (await children.execute()).map((child) => child.id);
  if (childIds.length === 0) return;

  const [activeDays, interactions, settings] = await Promise.all([
    db
      .selectFrom('child_activity_days')
      .select(['child_id', 'day'])
      .where('child_id', 'in', childIds)
      .where('day', '>=', since)
      .where('day', '<=', today)
      .execute(),
    interactionsInWindow(db, childIds, today),
    readSettings(db),
  ]);

  for (const childId of childIds) {
    const findings = findRedFlags({
      today,
      interactionsLast30Days: interactionTotal(interactions.get(childId)!),
      recommendedMax: settings.recommended_max_interactions,
      activeDays: activeDays.filter((row) => row.child_id === childId).map((row) => row.day),
    });
    for (const finding of findings) {
      await raiseRedFlag(db, {
        childId,
        rule: finding.rule,
        periodKey: finding.periodKey,
        textKey: finding.rule,
        params: finding.params,
        now,
      });
    }
  }
}

/**
 * Claims family `familyId`'s run of the rules for family day `today` in its own row (`families.
 * flags_evaluated_on`): true for exactly one caller per family and day, whichever server process or
 * job asks first.
 */
export async function claimFamilyDay(db: Db, familyId: number, today: string): Promise<boolean> {
  const claimed = await db
    .updateTable('families')
    .set({ flags_evaluated_on: today })
    .where('id', '=', familyId)
    .where((eb) => eb.or([eb('flags_evaluated_on', 'is', null), eb('flags_evaluated_on', '<', today)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Runs the rules for the family's day once, whoever asks first; a failed run gives the day back. */
export async function evaluateFamilyDayOnce(db: Db, familyId: number, today: string, now: number): Promise<boolean> {
  if (!(await claimFamilyDay(db, familyId, today))) return false;
  try {
    await evaluateRedFlags(db, { familyId }, today, now);
  } catch (error) {
    await db
      .updateTable('families')
      .set({ flags_evaluated_on: null })
      .where('id', '=', familyId)
      .where('flags_evaluated_on', '=', today)
      .execute();
    throw error;
  }
  return true;
}

/**
 * Time alone can raise a flag (a quiet spell grows by the day): the morning job runs the rules for
 * every family at its local morning (jobs/redFlagMorning.ts), and a family's first read of the day
 * runs them if the job has not yet. Within a day only new activity changes what the rules see, and
 * recording activity runs them itself. The claim is in the database, so it holds across processes;
 * this process's memory of the days it saw claimed only saves the claim's write.
 */
const seenToday = new WeakMap<Db, Map<number, string>>();

export async function evaluateRedFlagsOnRead(db: Db, family: { familyId: number; familyTimeZone: string }, now: number): Promise<void> {
  let families = seenToday.get(db);
  if (!families) seenToday.set(db, (families = new Map()));
  const today = localDay(now, family.familyTimeZone);
  if (families.get(family.familyId) === today) return;
  await evaluateFamilyDayOnce(db, family.familyId, today, now);
  families.set(family.familyId, today);
}
