import { awardContentCoins } from '../../economy/contentRewards.js';
import type { Handler } from '../../gateway/context.js';

export const award_lesson_plan_coin: Handler<'ParentCoinsHandler.award_lesson_plan_coin'> = async (input, { db, clock, caller }) => ({
  lesson_plan_reward_coins: await awardContentCoins(db, caller, 'lesson_plan', input.lesson_plan_id, clock.now()),
});
