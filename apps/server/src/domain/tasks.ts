import { nextLocalMidnight } from './days.js';

export const taskStatus = { open: 0, started: 1, done: 2 } as const;

interface TaskTiming {
  loop_type: number;
  start_time: number | null;
  end_time: number | null;
}

/** A task is offered while now is inside its start/end window. */
export function isOffered(task: TaskTiming, now: number): boolean {
  return (task.start_time === null || task.start_time <= now) && (task.end_time === null || task.end_time > now);
}

/**
 * The day key of a task instance or goal occurrence now: the local day for daily ones (loop_type 1),
 * 'once' otherwise.
 */
export function instanceDay(item: { loop_type: number }, today: string): string {
  return item.loop_type === 1 ? today : 'once';
}

/** When an instance stops being completable: its task's end, and for a daily one also its day's end. */
export function instanceExpiry(task: TaskTiming, createdAt: number, timeZone: string): number | null {
  if (task.loop_type !== 1) return task.end_time;
  const endOfDay = nextLocalMidnight(createdAt, timeZone);
  return task.end_time === null ? endOfDay : Math.min(task.end_time, endOfDay);
}

export function isExpired(instance: { status: number; expires_at: number | null }, now: number): boolean {
  return instance.status !== taskStatus.done && instance.expires_at !== null && now >= instance.expires_at;
}
