import { describe, expect, it } from 'vitest';
import { greetingPeriod } from './greeting';

const at = (hour: number, minute = 0) => new Date(2024, 5, 1, hour, minute, 0);

describe('greetingPeriod', () => {
  it.each([
    [0, 0, 'night'],
    [4, 59, 'night'],
    [5, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [20, 59, 'evening'],
    [21, 0, 'night'],
    [23, 59, 'night'],
  ] as const)('%i:%i is %s', (hour, minute, period) => {
    expect(greetingPeriod(at(hour, minute))).toBe(period);
  });
});
