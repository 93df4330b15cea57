import type { Parent, TestApp } from './testApp.js';

/** A task a parent makes for the family: named in one language, the parent's own words. */
export const swimBag = {
  name: 'Pack the swim bag',
  desc: '',
  content: '',
  type: '4' as const,
  goal_category: '2' as const,
  loop_type: 0 as const,
};

/** The parent's current task instances (GmsInfluenceApi.getParentTasks, as the parent). */
export const tasksOf = async (t: TestApp, parent: Parent, input: { only_today?: boolean } = {}): Promise<any[]> =>
  (await t.call('GmsInfluenceApi.getParentTasks', { parent_code: parent.pCode, ...input }, parent.token)).body.data.list;

/** The parent's instance of the programme task called `name`. */
export const taskNamed = async (t: TestApp, parent: Parent, name: string) => {
  const task = (await tasksOf(t, parent)).find((x) => x.name === name);
  if (!task) throw new Error(`no task ${name}`);
  return task;
};

/** What the database holds about one task instance. */
export const storedInstance = (t: TestApp, id: number) =>
  t.database.db
    .selectFrom('task_instances')
    .select(['parent_id', 'status', 'started_at', 'completed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
