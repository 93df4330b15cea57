import type { Task } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';
import { inLocale, type Locale } from '../domain/locale.js';
import { instanceDay, instanceExpiry, isExpired, isOffered, taskStatus } from '../domain/tasks.js';

/** The parent a `parent_code` names inside the family, or undefined (another family's code included). */
export function parentByCode(db: Db, familyId: number, parentCode: string) {
  return db
    .selectFrom('users')
    .select(['id'])
    .where('family_id', '=', familyId)
    .where('role', '=', 'parent')
    .where('p_code', '=', parentCode)
    .executeTakeFirst();
}

/**
 * Gives the parent today's instance of every daily task on offer and one of every one-time task;
 * answers the family's today.
 */
export async function ensureInstances(
  db: Db,
  family: { familyId: number; familyTimeZone: string },
  parentId: number,
  now: number,
): Promise<string> {
  const { familyId, familyTimeZone: timeZone } = family;
  const today = localDay(now, timeZone);
  const tasks = await db
    .selectFrom('tasks')
    .select(['id', 'loop_type', 'start_time', 'end_time'])
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('family_id', 'is', null), eb('family_id', '=', familyId)]))
    .execute();
  const offered = tasks.filter((task) => isOffered(task, now));
  if (offered.length === 0) return today;
  // Read first: the dashboard asks for the tasks many times a day, and a write (even one that
  // inserts nothing) takes the database's write lock and waits for the disk every time.
  const existing = await db
    .selectFrom('task_instances')
    .select(['task_id', 'day'])
    .where('parent_id', '=', parentId)
    .where('day', 'in', [today, 'once'])
    .execute();
  const present = new Set(existing.map((row) => `${row.task_id} ${row.day}`));
  const missing = offered.filter((task) => !present.has(`${task.id} ${instanceDay(task, today)}`));
  if (missing.length > 0) {
    await db
      .insertInto('task_instances')
      .values(
        missing.map((task) => ({
          task_id: task.id,
          parent_id: parentId,
          family_id: familyId,
          day: instanceDay(task, today),
          expires_at: instanceExpiry(task, now, timeZone),
          created_at: now,
        })),
      )
      // Two requests at once may both find an instance missing: the second insert changes nothing.
      .onConflict((oc) => oc.columns(['task_id', 'parent_id', 'day']).doNothing())
      .execute();
  }
  return today;
}

/** Instances joined with their task, scoped to one family. */
function familyInstances(db: Db, familyId: number) {
  return db
    .selectFrom('task_instances')
    .innerJoin('tasks', 'tasks.id', 'task_instances.task_id')
    .select([
      'task_instances.id',
      'task_instances.parent_id',
      'task_instances.task_id',
      'task_instances.day',
      'task_instances.status',
      'task_instances.expires_at',
      'task_instances.completed_at',
      'tasks.family_id as task_family_id',
      'tasks.name',
      'tasks.name_zh',
      'tasks.description',
      'tasks.description_zh',
      'tasks.type',
      'tasks.content',
      'tasks.coin_amount',
      'tasks.goal_category',
      'tasks.loop_type',
      'tasks.start_time',
      'tasks.end_time',
    ])
    .where('task_instances.family_id', '=', familyId);
}

/** Instances joined with their task, scoped to one parent of one family. */
export function parentInstances(db: Db, familyId: number, parentId: number) {
  return familyInstances(db, familyId).where('task_instances.parent_id', '=', parentId);
}

/**
 * One instance of the parent a `parent_code` names inside the family, in one query; undefined for
 * an unknown instance or code (another family's included).
 */
export function instanceByParentCode(db: Db, familyId: number, parentCode: string, instanceId: number) {
  return familyInstances(db, familyId)
    .innerJoin('users as parent', (join) =>
      join
        .onRef('parent.id', '=', 'task_instances.parent_id')
        .on('parent.family_id', '=', familyId)
        .on('parent.role', '=', 'parent')
        .on('parent.p_code', '=', parentCode),
    )
    .where('task_instances.id', '=', instanceId)
    .executeTakeFirst();
}

/** One instance of any parent of the family, by id alone; undefined when the family has no such instance. */
export function instanceInFamily(db: Db, familyId: number, instanceId: number) {
  return familyInstances(db, familyId).where('task_instances.id', '=', instanceId).executeTakeFirst();
}

export type InstanceRow = Awaited<ReturnType<ReturnType<typeof parentInstances>['executeTakeFirstOrThrow']>>;

export function toTask(row: InstanceRow, now: number, locale: Locale): Task {
  const status = row.status === taskStatus.done ? 2 : row.status === taskStatus.started ? 1 : 0;
  return {
    id: row.id,
    task_instance_id: row.id,
    task_id: row.task_id,
    name: inLocale(locale, row.name, row.name_zh),
    desc: inLocale(locale, row.description, row.description_zh),
    type: row.type,
    content: row.content,
    status,
    coin_amount: row.coin_amount,
    goal_category: row.goal_category as Task['goal_category'],
    loop_type: row.loop_type === 1 ? 1 : 0,
    start_time: row.start_time,
    end_time: row.end_time,
    expires_at: row.expires_at,
    expired: isExpired(row, now),
    complete: status === 2,
    completed_at: row.completed_at,
    family_task: row.task_family_id !== null,
  };
}
