import { Refusal, notFound } from '../domain/refusal.js';
import type { CallerContext } from '../gateway/context.js';
import { isExpired } from '../domain/tasks.js';
import { instanceByParentCode, parentInstances, toTask } from './tasks.js';

/**
 * The instance a task command names, checked against the caller's family and the parent code.
 * Another family's instance (or code) answers exactly like one that does not exist.
 */
export async function findInstance(context: CallerContext, input: { task_instance_id: number; parent_code: string }) {
  const row = await instanceByParentCode(context.db, context.caller.familyId, input.parent_code, input.task_instance_id);
  if (!row) throw notFound();
  return { parentId: row.parent_id, row };
}

/** Re-reads an instance after a change and answers it as a Task. */
export async function reloadTask(context: CallerContext, parentId: number, instanceId: number) {
  const row = await parentInstances(context.db, context.caller.familyId, parentId)
    .where('task_instances.id', '=', instanceId)
    .executeTakeFirstOrThrow();
  return toTask(row, context.clock.now(), context.locale);
}

export function refuseIfExpired(row: { status: number; expires_at: number | null }, now: number) {
  if (isExpired(row, now)) throw new Refusal('task_expired');
}
