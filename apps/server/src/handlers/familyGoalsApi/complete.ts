import { completeGoal, toGoal } from '../../economy/goals.js';
import type { Handler } from '../../gateway/context.js';

/** Completes the goal's current occurrence for the family; its coins are awarded once per occurrence. */
export const complete: Handler<'FamilyGoalsApi.complete'> = async (input, { db, clock, caller, locale }) => {
  const { goal, coinsAwarded } = await completeGoal(db, caller, input.goal_id, clock.now());
  return { ...toGoal(goal, locale), coins_awarded: coinsAwarded };
};
