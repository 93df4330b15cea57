import { describe, expect, it } from 'vitest';
import { createSecretClicks } from './secretClicks';

const clicks = (times: number[]) => {
  const register = createSecretClicks();
  return times.map((time) => register(time));
};

describe('the secret 4-click unlock', () => {
  it('unlocks on the 4th click when each follows the previous within 300 ms', () => {
    expect(clicks([1000, 1300, 1600, 1900])).toEqual([false, false, false, true]);
    expect(clicks([0, 50, 100, 150])).toEqual([false, false, false, true]);
  });

  it('does not unlock with 3 clicks, or when one gap is longer than 300 ms', () => {
    expect(clicks([0, 100, 200])).toEqual([false, false, false]);
    expect(clicks([0, 100, 200, 501])).toEqual([false, false, false, false]);
  });

  it('starts a new series after a slow click', () => {
    // 401 comes 301 ms after 100: the series restarts there and completes at 700.
    expect(clicks([0, 100, 401, 500, 600, 700])).toEqual([false, false, false, false, false, true]);
  });

  it('counts from zero again after an unlock', () => {
    expect(clicks([0, 100, 200, 300, 400, 500, 600, 700])).toEqual([false, false, false, true, false, false, false, true]);
  });
});
