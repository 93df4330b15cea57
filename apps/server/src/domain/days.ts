/**
 * A family's calendar. Days are 'YYYY-MM-DD' strings in the family's IANA time zone: they sort and
 * compare as text, and mean the same on both database engines.
 */
const dayFormat = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormat.set(timeZone, format);
  }
  return format;
}

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function formatLocalDay(epochSeconds: number, timeZone: string): string {
  return formatterFor(timeZone).format(new Date(epochSeconds * 1000));
}

// Every authenticated read asks for its family's day; formatting a date costs more than the read's
// own query, and the answer only changes at the zone's next midnight.
const currentDay = new Map<string, { day: string; from: number; until: number }>();

export function localDay(epochSeconds: number, timeZone: string): string {
  const known = currentDay.get(timeZone);
  if (known && epochSeconds >= known.from && epochSeconds < known.until) return known.day;
  const day = formatLocalDay(epochSeconds, timeZone);
  currentDay.set(timeZone, { day, from: epochSeconds, until: nextLocalMidnight(epochSeconds, timeZone) });
  return day;
}

/** The day `offset` days after `day` (negative: before). */
export function shiftDay(day: string, offset: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

// Building a formatter costs far more than using one (and holds native memory): one per zone, kept.
const wallClockFormat = new Map<string, Intl.DateTimeFormat>();

/** Seconds to add to UTC to get the wall-clock time in `timeZone` at that moment. */
function zoneOffset(epochSeconds: number, timeZone: string): number {
  let format = wallClockFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormat.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(epochSeconds * 1000));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) / 1000;
  return wallClock - epochSeconds;
}

/** The hour (0 to 23) on the wall clock in `timeZone` at that moment. */
export function localHour(epochSeconds: number, timeZone: string): number {
  const secondsIntoDay = (((epochSeconds + zoneOffset(epochSeconds, timeZone)) % 86_400) + 86_400) % 86_400;
  return Math.floor(secondsIntoDay / 3600);
}

/** The first second of the local day after the one `epochSeconds` falls in. */
export function nextLocalMidnight(epochSeconds: number, timeZone: string): number {
  return localTimeOn(shiftDay(formatLocalDay(epochSeconds, timeZone), 1), 0, timeZone, epochSeconds);
}

/** The moment the wall clock in `timeZone` shows `hour`:00 on family day `day`. */
export function localTimeOn(day: string, hour: number, timeZone: string, near?: number): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClockAsUtc = Date.UTC(year, month - 1, date, hour) / 1000;
  const guess = wallClockAsUtc - zoneOffset(near ?? wallClockAsUtc, timeZone);
  // Across a daylight-saving change the offset then differs from the one at the first guess.
  return wallClockAsUtc - zoneOffset(guess, timeZone);
}
