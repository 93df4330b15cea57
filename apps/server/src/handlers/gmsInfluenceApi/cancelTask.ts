import { cancelTask as cancel } from '../../economy/taskLife.js';
import { toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

/** started → open; a done task stays done. */
export const cancelTask: Handler<'GmsInfluenceApi.cancelTask'> = async (input, { db, clock, caller, locale }) =>
  toTask(await cancel(db, caller, input), clock.now(), locale);
