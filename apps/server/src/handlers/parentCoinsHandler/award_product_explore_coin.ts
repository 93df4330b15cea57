import { awardContentCoins } from '../../economy/contentRewards.js';
import type { Handler } from '../../gateway/context.js';

export const award_product_explore_coin: Handler<'ParentCoinsHandler.award_product_explore_coin'> = async (
  input,
  { db, clock, caller },
) => ({
  product_explore_reward_coins: await awardContentCoins(db, caller, 'product', input.product_id, clock.now()),
});
