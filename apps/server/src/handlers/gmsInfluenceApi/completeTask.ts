import { completeTask as complete } from '../../economy/taskLife.js';
import { toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

/**
 * Marks the instance done and awards its coins once (`coins_awarded` is 0 on a repeat); a parent-made
 * task past the family's daily cap says in `coins_held_back` what it did not pay (ADR 0027).
 */
export const completeTask: Handler<'GmsInfluenceApi.completeTask'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const { instance, coinsAwarded, coinsHeldBack } = await complete(db, caller, input, now);
  return { ...toTask(instance, now, locale), coins_awarded: coinsAwarded, coins_held_back: coinsHeldBack };
};
