import { describe, expect, it } from 'vitest';
import { elapsedSince } from './elapsed';

describe('elapsedSince', () => {
  it('counts in the largest whole unit', () => {
    const then = 1_700_000_000;
    expect(elapsedSince(then, then + 59)).toEqual({ unit: 'justNow', count: 0 });
    expect(elapsedSince(then, then + 60)).toEqual({ unit: 'minutes', count: 1 });
    expect(elapsedSince(then, then + 5 * 60 + 59)).toEqual({ unit: 'minutes', count: 5 });
    expect(elapsedSince(then, then + 3600)).toEqual({ unit: 'hours', count: 1 });
    expect(elapsedSince(then, then + 23 * 3600 + 3599)).toEqual({ unit: 'hours', count: 23 });
    expect(elapsedSince(then, then + 86_400 * 6)).toEqual({ unit: 'days', count: 6 });
  });

  it('reads a clock set back as just now', () => {
    expect(elapsedSince(1_700_000_000, 1_699_999_000)).toEqual({ unit: 'justNow', count: 0 });
  });
});
