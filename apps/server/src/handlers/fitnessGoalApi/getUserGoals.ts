import { familyToday } from '../../economy/familyTime.js';
import { toFitnessGoal, userFitnessGoals } from '../../economy/fitness.js';
import type { Handler } from '../../gateway/context.js';

export const getUserGoals: Handler<'FitnessGoalApi.getUserGoals'> = async (input, { db, clock, caller, locale }) => {
  const today = await familyToday(db, caller.familyId, clock.now());
  const rows = await userFitnessGoals(db, caller.userId, today).where('fitness_goals.category_id', '=', input.type).orderBy('fitness_goals.id').execute();
  return rows.map((row) => toFitnessGoal(row, locale));
};
