import { describe, expect, it } from 'vitest';
import { isTimeZone, localDay, localHour, nextLocalMidnight, shiftDay } from './days.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('family days', () => {
  it('puts a moment on the local calendar of the family', () => {
    expect(localDay(at('2026-11-22T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-22');
    expect(localDay(at('2026-11-22T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-23');
    expect(localDay(at('2026-11-22T03:00:00Z'), 'America/New_York')).toBe('2026-11-21');
  });

  it('answers the remembered day only within it: before, at and after midnight, forwards and back', () => {
    const zone = 'Pacific/Auckland';
    expect(localDay(at('2026-11-22T10:00:00Z'), zone)).toBe('2026-11-22');
    expect(localDay(at('2026-11-22T10:59:59Z'), zone)).toBe('2026-11-22');
    expect(localDay(at('2026-11-22T11:00:00Z'), zone)).toBe('2026-11-23');
    expect(localDay(at('2026-11-22T10:30:00Z'), zone)).toBe('2026-11-22');
    expect(localDay(at('2026-11-21T10:30:00Z'), zone)).toBe('2026-11-21');
    expect(localDay(at('2026-11-22T11:00:01Z'), zone)).toBe('2026-11-23');
  });

  it('finds the next local midnight, also across daylight-saving changes', () => {
    expect(nextLocalMidnight(at('2026-11-22T10:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-11-22T16:00:00Z'));
    expect(nextLocalMidnight(at('2026-11-22T16:00:00Z'), 'Asia/Shanghai')).toBe(at('2026-11-23T16:00:00Z'));
    expect(nextLocalMidnight(at('2026-03-08T12:00:00Z'), 'America/New_York')).toBe(at('2026-03-09T04:00:00Z'));
    expect(nextLocalMidnight(at('2026-11-01T12:00:00Z'), 'America/New_York')).toBe(at('2026-11-02T05:00:00Z'));
    expect(nextLocalMidnight(at('2026-11-22T23:59:59Z'), 'UTC')).toBe(at('2026-11-23T00:00:00Z'));
  });

  it('reads the hour on the local wall clock, across a daylight-saving change', () => {
    expect(localHour(at('2026-11-22T23:05:00Z'), 'Asia/Shanghai')).toBe(7);
    expect(localHour(at('2026-11-22T23:05:00Z'), 'UTC')).toBe(23);
    expect(localHour(at('2026-03-08T06:30:00Z'), 'America/New_York')).toBe(1);
    expect(localHour(at('2026-03-08T07:30:00Z'), 'America/New_York')).toBe(3);
  });

  it('shifts days across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-11-22', -29)).toBe('2026-10-24');
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
