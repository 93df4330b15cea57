import { awardCoins } from '../../economy/coins.js';
import { familyToday } from '../../economy/familyTime.js';
import { familyGoals, goalDay, toGoal } from '../../economy/goals.js';
import { notFound } from '../../gateway/errors.js';
import type { Handler } from '../../gateway/context.js';

/** Completes the goal's current occurrence for the family; its coins are awarded once per occurrence. */
export const complete: Handler<'FamilyGoalsApi.complete'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const today = await familyToday(db, caller.familyId, now);
  const goal = await familyGoals(db, caller.familyId, today).where('goals.id', '=', input.goal_id).executeTakeFirst();
  if (!goal) throw notFound();
  const day = goalDay(goal.loop_type, today);
  const coinsAwarded = await db.transaction().execute(async (trx) => {
    const completion = await trx
      .insertInto('goal_completions')
      .values({ family_id: caller.familyId, goal_id: goal.id, day, user_id: caller.userId, completed_at: now })
      .onConflict((oc) => oc.columns(['family_id', 'goal_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!completion) return 0;
    return awardCoins(trx, {
      familyId: caller.familyId,
      userId: caller.userId,
      amount: goal.coin_amount,
      reason: 'goal',
      reasonKey: `goal:${caller.familyId}:${goal.id}:${day}`,
      title: goal.name,
      now,
    });
  });
  const updated = await familyGoals(db, caller.familyId, today).where('goals.id', '=', goal.id).executeTakeFirstOrThrow();
  return { ...toGoal(updated, locale), coins_awarded: coinsAwarded };
};
