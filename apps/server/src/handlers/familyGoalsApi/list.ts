import { localDay } from '../../domain/days.js';
import { familyGoals, toGoal } from '../../economy/goals.js';
import type { Handler } from '../../gateway/context.js';

export const list: Handler<'FamilyGoalsApi.list'> = async (input, { db, clock, caller, locale }) => {
  const today = localDay(clock.now(), caller.familyTimeZone);
  const rows = await familyGoals(db, caller.familyId, today)
    .orderBy('goals.id')
    .limit(input.per_page)
    .offset((input.page - 1) * input.per_page)
    .execute();
  return { list: rows.map((row) => toGoal(row, locale)) };
};
