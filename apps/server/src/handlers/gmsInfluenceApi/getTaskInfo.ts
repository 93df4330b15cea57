import { findInstance } from '../../economy/taskInstance.js';
import { toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

export const getTaskInfo: Handler<'GmsInfluenceApi.getTaskInfo'> = async (input, context) => {
  const { row } = await findInstance(context, input);
  return toTask(row, context.clock.now(), context.locale);
};
