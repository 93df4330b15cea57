import type * as z from 'zod/mini';
import type { parentCreateTaskInput } from '@t1d/contract';
import type { Db } from '../db/database.js';
import type { FamilyScope } from '../domain/scope.js';
import { ensureInstances, parentInstances } from './tasks.js';

export type NewFamilyTask = z.output<typeof parentCreateTaskInput>;

export const defaultTaskCoins = 5;

/**
 * A family task: every parent of the family gets it like a programme task. Answers the caller's
 * instance of it, or undefined while it is not on offer yet (it starts later).
 */
export async function createFamilyTask(db: Db, scope: FamilyScope, input: NewFamilyTask, now: number) {
  const task = await db
    .insertInto('tasks')
    .values({
      family_id: scope.familyId,
      content_key: null,
      name: input.name,
      description: input.desc,
      type: input.type,
      content: input.content,
      coin_amount: input.coin_amount ?? defaultTaskCoins,
      goal_category: input.goal_category,
      loop_type: input.loop_type,
      start_time: input.start_time,
      end_time: input.end_time,
      created_by: scope.userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ensureInstances(db, scope, scope.userId, now);
  const instance = await parentInstances(db, scope.familyId, scope.userId)
    .where('task_instances.task_id', '=', task.id)
    .orderBy('task_instances.id', 'desc')
    .executeTakeFirst();
  return { taskId: task.id, instance };
}
