import { ensureInstances, parentByCode, parentInstances, toTask } from '../../economy/tasks.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** The parent's tasks now: today's daily instances and every one-time one (done ones included). */
export const getParentTasks: Handler<'GmsInfluenceApi.getParentTasks'> = async (input, { db, clock, caller, locale }) => {
  const parent = await parentByCode(db, caller.familyId, input.parent_code);
  if (!parent) throw notFound();
  const now = clock.now();
  const today = await ensureInstances(db, caller, parent.id, now);
  const days = input.only_today ? [today] : [today, 'once'];
  const rows = await parentInstances(db, caller.familyId, parent.id)
    .where('task_instances.day', 'in', days)
    .orderBy('task_instances.id', 'desc')
    .execute();
  return { list: rows.map((row) => toTask(row, now, locale)) };
};
