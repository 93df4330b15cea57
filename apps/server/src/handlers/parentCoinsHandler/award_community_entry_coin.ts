import { localDay } from '../../domain/days.js';
import { awardCoins } from '../../economy/coins.js';
import { readSettings } from '../../economy/settings.js';
import type { Handler } from '../../gateway/context.js';

export const award_community_entry_coin: Handler<'ParentCoinsHandler.award_community_entry_coin'> = async (
  _input,
  { db, clock, caller },
) => {
  const now = clock.now();
  const today = localDay(now, caller.familyTimeZone);
  const { community_entry_coins } = await readSettings(db);
  const coins = await awardCoins(db, {
    familyId: caller.familyId,
    userId: caller.userId,
    amount: community_entry_coins,
    reason: 'community',
    reasonKey: `community:${caller.familyId}:${today}`,
    title: null,
    titleZh: null,
    now,
  });
  return { community_reward_coins: coins };
};
