import type { Db } from '../db/database.js';
import { Refusal, notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { isExpired } from '../domain/tasks.js';
import { instanceByParentCode, parentInstances } from './tasks.js';

/** How a task command names an instance: its id and its parent's code. */
export interface InstanceRef {
  task_instance_id: number;
  parent_code: string;
}

/**
 * The instance a task command names, checked against the caller's family and the parent code.
 * Another family's instance (or code) answers exactly like one that does not exist.
 */
export async function findInstance(db: Db, scope: FamilyScope, ref: InstanceRef) {
  const row = await instanceByParentCode(db, scope.familyId, ref.parent_code, ref.task_instance_id);
  if (!row) throw notFound();
  return row;
}

/** Re-reads an instance after a change. */
export function reloadInstance(db: Db, scope: FamilyScope, row: { id: number; parent_id: number }) {
  return parentInstances(db, scope.familyId, row.parent_id).where('task_instances.id', '=', row.id).executeTakeFirstOrThrow();
}

export function refuseIfExpired(row: { status: number; expires_at: number | null }, now: number) {
  if (isExpired(row, now)) throw new Refusal('task_expired');
}
