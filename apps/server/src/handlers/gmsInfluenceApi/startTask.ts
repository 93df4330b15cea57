import { startTask as start } from '../../economy/taskLife.js';
import { toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

/** open → started; starting a started or done task changes nothing. */
export const startTask: Handler<'GmsInfluenceApi.startTask'> = async (input, { db, clock, caller, locale }) =>
  toTask(await start(db, caller, input, clock.now()), clock.now(), locale);
