import { awardCoins } from '../../economy/coins.js';
import { readSettings } from '../../economy/settings.js';
import type { Handler } from '../../gateway/context.js';

export const award_lesson_plan_coin: Handler<'ParentCoinsHandler.award_lesson_plan_coin'> = async (input, { db, clock, caller }) => {
  const { lesson_plan_coins } = await readSettings(db);
  const coins = await awardCoins(db, {
    familyId: caller.familyId,
    userId: caller.userId,
    amount: lesson_plan_coins,
    reason: 'lesson_plan',
    reasonKey: `lesson:${caller.familyId}:${input.lesson_plan_id}`,
    title: null,
    now: clock.now(),
  });
  return { lesson_plan_reward_coins: coins };
};
