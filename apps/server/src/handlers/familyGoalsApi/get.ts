import { localDay } from '../../domain/days.js';
import { familyGoals, toGoal } from '../../economy/goals.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const get: Handler<'FamilyGoalsApi.get'> = async (input, { db, clock, caller, locale }) => {
  const today = localDay(clock.now(), caller.familyTimeZone);
  const row = await familyGoals(db, caller.familyId, today).where('goals.id', '=', input.id).executeTakeFirst();
  if (!row) throw notFound();
  return toGoal(row, locale);
};
