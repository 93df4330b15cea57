import { markFitnessGoalDone, toFitnessGoal } from '../../economy/fitness.js';
import type { Handler } from '../../gateway/context.js';

/** Done for today; marking it again the same day changes nothing. */
export const markGoalCompleted: Handler<'FitnessGoalApi.markGoalCompleted'> = async (input, { db, clock, caller, locale }) =>
  toFitnessGoal(await markFitnessGoalDone(db, caller, input.goal_id, clock.now()), locale);
