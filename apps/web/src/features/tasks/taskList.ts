import type { Task } from '@t1d/contract';

/** How long a website task's page must have been open before coming back pays its coins. */
export const WEBSITE_DWELL_MS = 5000;

/** What the row's main button does, by task type ('1' website, '2' video, '4' other). */
export type TaskAction = 'website' | 'video' | 'other';

export function taskAction(type: Task['type']): TaskAction {
  if (type === '1') return 'website';
  if (type === '2') return 'video';
  return 'other';
}

/** Only tasks not done (status ≠ 2), by status ascending, then newest (highest id) first. */
export function openTasks(list: readonly Task[]): Task[] {
  return list.filter((task) => task.status !== 2).sort((a, b) => a.status - b.status || b.id - a.id);
}

/** A task can be completed while it is not done and has not expired. */
export function canComplete(task: Pick<Task, 'status' | 'expired'>): boolean {
  return task.status !== 2 && !task.expired;
}
