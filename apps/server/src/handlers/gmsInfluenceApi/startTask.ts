import { findInstance, refuseIfExpired, reloadTask } from '../../economy/taskInstance.js';
import { taskStatus } from '../../domain/tasks.js';
import type { Handler } from '../../gateway/context.js';

/** open → started; starting a started or done task changes nothing. */
export const startTask: Handler<'GmsInfluenceApi.startTask'> = async (input, context) => {
  const { parentId, row } = await findInstance(context, input);
  const now = context.clock.now();
  refuseIfExpired(row, now);
  await context.db
    .updateTable('task_instances')
    .set({ status: taskStatus.started, started_at: now })
    .where('id', '=', row.id)
    .where('status', '=', taskStatus.open)
    .execute();
  return reloadTask(context, parentId, row.id);
};
