import { findInstance, reloadTask } from '../../economy/taskInstance.js';
import { taskStatus } from '../../domain/tasks.js';
import type { Handler } from '../../gateway/context.js';

/** started → open; a done task stays done. */
export const cancelTask: Handler<'GmsInfluenceApi.cancelTask'> = async (input, context) => {
  const { parentId, row } = await findInstance(context, input);
  await context.db
    .updateTable('task_instances')
    .set({ status: taskStatus.open, started_at: null })
    .where('id', '=', row.id)
    .where('status', '=', taskStatus.started)
    .execute();
  return reloadTask(context, parentId, row.id);
};
