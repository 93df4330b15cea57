import { completeTask as complete } from '../../economy/taskLife.js';
import { toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

/** Marks the instance done and awards its coins once (`coins_awarded` is 0 on a repeat). */
export const completeTask: Handler<'GmsInfluenceApi.completeTask'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const { instance, coinsAwarded } = await complete(db, caller, input, now);
  return { ...toTask(instance, now, locale), coins_awarded: coinsAwarded };
};
