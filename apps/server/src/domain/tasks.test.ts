import { describe, expect, it } from 'vitest';
import { instanceDay, instanceExpiry, isExpired, isOffered } from './tasks.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('task rules', () => {
  const daily = { loop_type: 1, start_time: null, end_time: null };
  const once = { loop_type: 0, start_time: at('2026-11-01T00:00:00Z'), end_time: at('2026-12-01T00:00:00Z') };

  it('offers a task only inside its window', () => {
    expect(isOffered(once, at('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isOffered(once, at('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isOffered(once, at('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isOffered(daily, 0)).toBe(true);
  });

  it('gives a daily task one instance a day and a one-time task one ever', () => {
    expect(instanceDay(daily, '2026-11-22')).toBe('2026-11-22');
    expect(instanceDay(once, '2026-11-22')).toBe('once');
  });

  it('ends a daily instance at local midnight, or earlier at the task end', () => {
    expect(instanceExpiry(daily, at('2026-11-22T08:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-11-22T16:00:00Z'));
    const endsAtNoon = { ...daily, end_time: at('2026-11-22T12:00:00Z') };
    expect(instanceExpiry(endsAtNoon, at('2026-11-22T08:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-11-22T12:00:00Z'));
    expect(instanceExpiry(once, at('2026-11-22T08:00:00Z'), 'UTC')).toBe(once.end_time);
    expect(instanceExpiry({ ...once, end_time: null }, 0, 'UTC')).toBeNull();
  });

  it('counts an unfinished instance expired from its expiry second on', () => {
    expect(isExpired({ status: 1, expires_at: 100 }, 99)).toBe(false);
    expect(isExpired({ status: 1, expires_at: 100 }, 100)).toBe(true);
    expect(isExpired({ status: 2, expires_at: 100 }, 500)).toBe(false);
    expect(isExpired({ status: 0, expires_at: null }, 500)).toBe(false);
  });
});
