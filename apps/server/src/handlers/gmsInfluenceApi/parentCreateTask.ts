import { ensureInstances, parentInstances, toTask } from '../../economy/tasks.js';
import type { Handler } from '../../gateway/context.js';

const defaultCoins = 5;

/** A family task: every parent of the family gets it like a programme task. */
export const parentCreateTask: Handler<'GmsInfluenceApi.parentCreateTask'> = async (input, { db, clock, caller, locale }) => {
  const now = clock.now();
  const task = await db
    .insertInto('tasks')
    .values({
      family_id: caller.familyId,
      content_key: null,
      name: input.name,
      description: input.desc,
      type: input.type,
      content: input.content,
      coin_amount: input.coin_amount ?? defaultCoins,
      goal_category: input.goal_category,
      loop_type: input.loop_type,
      start_time: input.start_time,
      end_time: input.end_time,
      created_by: caller.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensureInstances(db, caller, caller.userId, now);
  const instance = await parentInstances(db, caller.familyId, caller.userId)
    .where('task_instances.task_id', '=', task.id)
    .orderBy('task_instances.id', 'desc')
    .executeTakeFirst();
  if (instance) return toTask(instance, now, locale);
  // Not on offer yet (it starts later): answer the task as its future instance will look.
  return {
    id: task.id,
    task_instance_id: task.id,
    task_id: task.id,
    name: input.name,
    desc: input.desc,
    type: input.type,
    content: input.content,
    status: 0,
    coin_amount: input.coin_amount ?? defaultCoins,
    goal_category: input.goal_category as never,
    loop_type: input.loop_type,
    start_time: input.start_time,
    end_time: input.end_time,
    expires_at: input.end_time,
    expired: false,
    complete: false,
    completed_at: null,
    family_task: true,
  };
};
