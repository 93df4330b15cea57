import { localDay } from '../../domain/days.js';
import { toFitnessGoal, userFitnessGoals } from '../../economy/fitness.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Done for today; marking it again the same day changes nothing. */
export const markGoalCompleted: Handler<'FitnessGoalApi.markGoalCompleted'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const today = localDay(now, caller.familyTimeZone);
  const goal = await db.selectFrom('fitness_goals').select('id').where('id', '=', input.goal_id).executeTakeFirst();
  if (!goal) throw notFound();
  await db
    .insertInto('fitness_completions')
    .values({ user_id: caller.userId, goal_id: goal.id, day: today, completed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'goal_id', 'day']).doNothing())
    .execute();
  const row = await userFitnessGoals(db, caller.userId, today).where('fitness_goals.id', '=', goal.id).executeTakeFirstOrThrow();
  return toFitnessGoal(row, locale);
};
