import type { Task } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { aTask } from '../../test/fixtures';
import { canComplete, openTasks, taskAction } from './taskList';

const task = (id: number, status: Task['status'], extra: Partial<Task> = {}): Task => aTask({ id, status, ...extra });

describe('the task list', () => {
  it('drops done tasks and sorts by status ascending, then id descending', () => {
    const list = [task(1, 0), task(2, 2), task(3, 1), task(4, 0), task(5, 1), task(6, 2)];
    expect(openTasks(list).map((t) => [t.id, t.status])).toEqual([
      [4, 0],
      [1, 0],
      [5, 1],
      [3, 1],
    ]);
  });

  it('leaves the input untouched and handles an empty list', () => {
    const list = [task(1, 0), task(2, 0)];
    openTasks(list);
    expect(list.map((t) => t.id)).toEqual([1, 2]);
    expect(openTasks([])).toEqual([]);
  });

  it('maps task types onto their action', () => {
    expect(taskAction('1')).toBe('website');
    expect(taskAction('2')).toBe('video');
    expect(taskAction('4')).toBe('other');
  });

  it('offers completion only for open, unexpired tasks', () => {
    expect(canComplete(task(1, 0))).toBe(true);
    expect(canComplete(task(1, 1))).toBe(true);
    expect(canComplete(task(1, 2))).toBe(false);
    expect(canComplete(task(1, 0, { expired: true }))).toBe(false);
  });
});
