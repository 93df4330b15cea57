/** Server time in epoch seconds; injected so that tests can move it without sleeping. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };

/** A clock that stands still until told to move. */
export function manualClock(start = 1_767_225_600): Clock & { advance(seconds: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(seconds: number) {
      current += seconds;
    },
  };
}
