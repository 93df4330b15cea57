import { familyToday } from '../../economy/familyTime.js';
import { completeGoalOccurrence, familyGoals, goalDay, toGoal } from '../../economy/goals.js';
import { notFound } from '../../gateway/errors.js';
import type { Handler } from '../../gateway/context.js';
import { actorName } from '../../notifications/actor.js';
import { notifyParents } from '../../notifications/notify.js';

/** Completes the goal's current occurrence for the family; its coins are awarded once per occurrence. */
export const complete: Handler<'FamilyGoalsApi.complete'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const today = await familyToday(db, caller.familyId, now);
  const goal = await familyGoals(db, caller.familyId, today).where('goals.id', '=', input.goal_id).executeTakeFirst();
  if (!goal) throw notFound();
  const coinsAwarded = await completeGoalOccurrence(db, {
    familyId: caller.familyId,
    userId: caller.userId,
    goal,
    day: goalDay(goal.loop_type, today),
    now,
  });
  if (coinsAwarded > 0) {
    await notifyParents(db, {
      familyId: caller.familyId,
      except: caller.userId,
      type: 'coins',
      textKey: 'goal_completed',
      params: { actor: await actorName(db, caller.userId), title: goal.name, coins: coinsAwarded },
      now,
    });
  }
  const updated = await familyGoals(db, caller.familyId, today).where('goals.id', '=', goal.id).executeTakeFirstOrThrow();
  return { ...toGoal(updated, locale), coins_awarded: coinsAwarded };
};
