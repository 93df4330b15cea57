import { describe, expect, it } from 'vitest';
import { manualClock } from '../domain/clock.js';
import { RateLimiter } from './rateLimiter.js';

describe('RateLimiter', () => {
  const rule = { max: 3, windowSeconds: 60 };

  it('allows up to max attempts in a window, then tells how long to wait', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(clock);
    expect([1, 2, 3].map(() => limiter.hit('a', rule))).toEqual([null, null, null]);
    clock.advance(20);
    expect(limiter.hit('a', rule)).toBe(40);
    expect(limiter.retryAfter('a', rule)).toBe(40);
  });

  it('keeps keys apart and opens a new window when the old one ends', () => {
    const clock = manualClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 4; i += 1) limiter.hit('a', rule);
    expect(limiter.retryAfter('b', rule)).toBeNull();
    clock.advance(60);
    expect(limiter.retryAfter('a', rule)).toBeNull();
    expect(limiter.hit('a', rule)).toBeNull();
  });
});
