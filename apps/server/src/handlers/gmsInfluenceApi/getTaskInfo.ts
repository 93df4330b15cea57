import { findInstance } from '../../economy/taskInstance.js';
import { toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

export const getTaskInfo: Handler<'GmsInfluenceApi.getTaskInfo'> = async (input, { db, clock, caller, locale }) =>
  toTask(await findInstance(db, caller, input), clock.now(), locale);
