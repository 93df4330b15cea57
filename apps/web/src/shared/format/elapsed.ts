const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago something happened, in the largest whole unit: what a parent takes in at a glance. */
export type Elapsed = { unit: 'justNow'; count: 0 } | { unit: 'minutes' | 'hours' | 'days'; count: number };

/** The time from `then` to `now` (both epoch seconds); under a minute, or a clock set back, is just now. */
export function elapsedSince(then: number, now: number): Elapsed {
  const seconds = now - then;
  if (seconds < MINUTE) return { unit: 'justNow', count: 0 };
  if (seconds < HOUR) return { unit: 'minutes', count: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hours', count: Math.floor(seconds / HOUR) };
  return { unit: 'days', count: Math.floor(seconds / DAY) };
}
