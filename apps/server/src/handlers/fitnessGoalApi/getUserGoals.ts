import { localDay } from '../../domain/days.js';
import { toFitnessGoal, userFitnessGoals } from '../../economy/fitness.js';
import type { Handler } from '../../gateway/context.js';

export const getUserGoals: Handler<'FitnessGoalApi.getUserGoals'> = async (input, { db, clock, caller, locale }) => {
  const today = localDay(clock.now(), caller.familyTimeZone);
  const rows = await userFitnessGoals(db, caller.userId, today)
    .where('fitness_goals.category_id', '=', input.type)
    .orderBy('fitness_goals.id')
    .execute();
  return rows.map((row) => toFitnessGoal(row, locale));
};
