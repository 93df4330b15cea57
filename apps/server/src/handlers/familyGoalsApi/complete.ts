import { localDay } from '../../domain/days.js';
import { instanceDay } from '../../domain/tasks.js';
import { completeGoalOccurrence, familyGoals, toGoal } from '../../economy/goals.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';
import { notifyCoinsEarned } from '../../notifications/coinsEarned.js';

/** Completes the goal's current occurrence for the family; its coins are awarded once per occurrence. */
export const complete: Handler<'FamilyGoalsApi.complete'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const today = localDay(now, caller.familyTimeZone);
  const goal = await familyGoals(db, caller.familyId, today).where('goals.id', '=', input.goal_id).executeTakeFirst();
  if (!goal) throw notFound();
  const coinsAwarded = await completeGoalOccurrence(db, {
    familyId: caller.familyId,
    userId: caller.userId,
    goal,
    day: instanceDay(goal, today),
    now,
  });
  await notifyCoinsEarned(db, { familyId: caller.familyId, actorId: caller.userId, textKey: 'goal_completed', title: goal.name, coins: coinsAwarded, now });
  const updated = await familyGoals(db, caller.familyId, today).where('goals.id', '=', goal.id).executeTakeFirstOrThrow();
  return { ...toGoal(updated, locale), coins_awarded: coinsAwarded };
};
