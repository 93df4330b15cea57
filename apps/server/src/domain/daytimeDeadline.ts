import { localDay, localTimeOn, shiftDay } from './days.js';

/** Local hours [from, until) a family is awake for a reminder of a red flag nobody has opened (ADR 0031). */
export const familyDaytime = { from: 8, until: 21 } as const;

export const isFamilyDaytime = (localHour: number) => localHour >= familyDaytime.from && localHour < familyDaytime.until;

/**
 * The moment `hours` hours of the family's daytime have passed since `since`: the night does not
 * count, so a flag raised at 23:00 with two hours is due at 10:00, one raised at 20:30 at 09:30 the
 * next morning. Wall-clock hours in the family's zone, so a daylight-saving change moves nothing.
 */
export function daytimeDeadline(since: number, hours: number, timeZone: string): number {
  let at = since;
  let left = hours * 3600;
  for (;;) {
    const day = localDay(at, timeZone);
    const start = localTimeOn(day, familyDaytime.from, timeZone, at);
    const end = localTimeOn(day, familyDaytime.until, timeZone, at);
    if (at < start) at = start;
    if (at < end) {
      if (at + left <= end) return at + left;
      left -= end - at;
    }
    at = localTimeOn(shiftDay(day, 1), familyDaytime.from, timeZone, end);
  }
}
