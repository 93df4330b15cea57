import { awardCoins } from '../../economy/coins.js';
import { readSettings } from '../../economy/settings.js';
import type { Handler } from '../../gateway/context.js';

export const award_product_explore_coin: Handler<'ParentCoinsHandler.award_product_explore_coin'> = async (
  input,
  { db, clock, caller },
) => {
  const { product_explore_coins } = await readSettings(db);
  const coins = await awardCoins(db, {
    familyId: caller.familyId,
    userId: caller.userId,
    amount: product_explore_coins,
    reason: 'product',
    reasonKey: `product:${caller.familyId}:${input.product_id}`,
    title: null,
    now: clock.now(),
  });
  return { product_explore_reward_coins: coins };
};
