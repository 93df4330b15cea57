import { describe, expect, test } from 'vitest';
import { limitConcurrency, loadOnce } from './concurrency.js';

describe('limitConcurrency', () => {
  test('never runs more than the limit at once, and runs every task in the order it came', async () => {
    const limited = limitConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return id;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((id) => limited(task(id))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  test('a failing task frees its place', async () => {
    const limited = limitConcurrency(1);
    await expect(limited(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(limited(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('loadOnce', () => {
  test('loads once for callers at the same time and after, and again after a failed load', async () => {
    let loads = 0;
    let failNext = true;
    const load = loadOnce(async () => {
      loads += 1;
      if (failNext) {
        failNext = false;
        throw new Error('not reachable');
      }
      return `client ${loads}`;
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('not reachable');
    expect(loads).toBe(1);
    expect(await Promise.all([load(), load()])).toEqual(['client 2', 'client 2']);
    expect(await load()).toBe('client 2');
    expect(loads).toBe(2);
  });
});
