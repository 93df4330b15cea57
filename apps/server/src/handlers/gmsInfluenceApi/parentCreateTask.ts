import type { Task } from '@t1d/contract';
import { createFamilyTask, defaultTaskCoins, type NewFamilyTask } from '../../economy/familyTasks.js';
import { toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

/** A family task: every parent of the family gets it like a programme task. */
export const parentCreateTask: Handler<'GmsInfluenceApi.parentCreateTask'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const { taskId, instance } = await createFamilyTask(db, caller, input, now);
  return instance ? toTask(instance, now, locale) : futureTask(taskId, input);
};

/** A task not on offer yet, answered as its future instance will look. */
function futureTask(taskId: number, input: NewFamilyTask): Task {
  return {
    id: taskId,
    task_instance_id: taskId,
    task_id: taskId,
    name: input.name,
    desc: input.desc,
    type: input.type,
    content: input.content,
    status: 0,
    coin_amount: input.coin_amount ?? defaultTaskCoins,
    goal_category: input.goal_category as Task['goal_category'],
    loop_type: input.loop_type,
    start_time: input.start_time,
    end_time: input.end_time,
    expires_at: input.end_time,
    expired: false,
    complete: false,
    completed_at: null,
    family_task: true,
  };
}
