/** The fitness entry unlocks after 4 clicks on the company valuation icon, each within 300 ms of the previous. */
const SECRET_CLICK_COUNT = 4;
const SECRET_CLICK_GAP_MS = 300;

/**
 * A click counter for the hidden fitness unlock: call it with each click's time (ms); it answers
 * true on the click that completes the series. A slow click starts a new series; after an unlock
 * the count starts over.
 */
export function createSecretClicks(count = SECRET_CLICK_COUNT, gapMs = SECRET_CLICK_GAP_MS) {
  let streak = 0;
  let last = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    streak = now - last <= gapMs ? streak + 1 : 1;
    last = now;
    if (streak < count) return false;
    streak = 0;
    last = Number.NEGATIVE_INFINITY;
    return true;
  };
}
