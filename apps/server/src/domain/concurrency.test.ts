import { describe, expect, test } from 'vitest';
import { limitConcurrency } from './concurrency.js';

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
