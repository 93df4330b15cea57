import { describe, expect, test } from 'vitest';
import { daytimeDeadline, isFamilyDaytime } from './daytimeDeadline.js';

const utc = (iso: string) => Date.parse(iso) / 1000;
const shanghai = 'Asia/Shanghai';

describe('a reminder deadline counted in the family’s daytime', () => {
  test('in the day, the hours run on the clock', () => {
    expect(daytimeDeadline(utc('2026-11-10T10:00:00+08:00'), 2, shanghai)).toBe(utc('2026-11-10T12:00:00+08:00'));
    expect(daytimeDeadline(utc('2026-11-10T19:00:00+08:00'), 2, shanghai)).toBe(utc('2026-11-10T21:00:00+08:00'));
  });

  test('the night does not count: 23:00 with two hours is due at 10:00, 20:30 at 09:30 the next morning', () => {
    expect(daytimeDeadline(utc('2026-11-10T23:00:00+08:00'), 2, shanghai)).toBe(utc('2026-11-11T10:00:00+08:00'));
    expect(daytimeDeadline(utc('2026-11-10T20:30:00+08:00'), 2, shanghai)).toBe(utc('2026-11-11T09:30:00+08:00'));
    expect(daytimeDeadline(utc('2026-11-11T03:00:00+08:00'), 1, shanghai)).toBe(utc('2026-11-11T09:00:00+08:00'));
  });

  test('many hours span several days', () => {
    // 13 daytime hours a day: 24 hours from 08:00 are the whole first day and 11 hours of the second.
    expect(daytimeDeadline(utc('2026-11-10T08:00:00+08:00'), 24, shanghai)).toBe(utc('2026-11-11T19:00:00+08:00'));
  });

  test('a daylight-saving change moves nothing on the wall clock', () => {
    // London goes back an hour in the night of 25 October 2026: 20:30 BST with two hours is 09:30 GMT.
    expect(daytimeDeadline(utc('2026-10-24T20:30:00+01:00'), 2, 'Europe/London')).toBe(utc('2026-10-25T09:30:00+00:00'));
    // New York goes forward on 8 March 2026: 20:00 EST with three hours is 10:00 EDT.
    expect(daytimeDeadline(utc('2026-03-07T20:00:00-05:00'), 3, 'America/New_York')).toBe(utc('2026-03-08T10:00:00-04:00'));
  });

  test('daytime is 08:00 until 21:00', () => {
    expect([7, 8, 20, 21].map(isFamilyDaytime)).toEqual([false, true, true, false]);
  });
});
