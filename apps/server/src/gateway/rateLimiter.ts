import type { RateLimitRule } from '../config.js';
import type { Clock } from '../domain/clock.js';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window counters kept in memory. They are a cache of recent attempts: losing them on a
 * restart only forgives a few attempts, and each server process limits its own share.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  /** Seconds to wait when `key` has used up `rule`, else null. Does not count an attempt. */
  retryAfter(key: string, rule: RateLimitRule): number | null {
    const window = this.current(key, rule);
    if (!window || window.count < rule.max) return null;
    return Math.max(1, window.startedAt + rule.windowSeconds - this.clock.now());
  }

  /** Counts one attempt and answers like `retryAfter` for the attempt just made. */
  hit(key: string, rule: RateLimitRule): number | null {
    const now = this.clock.now();
    this.sweep(now, rule.windowSeconds);
    const window = this.current(key, rule) ?? { startedAt: now, count: 0 };
    window.count += 1;
    this.windows.set(key, window);
    if (window.count <= rule.max) return null;
    return Math.max(1, window.startedAt + rule.windowSeconds - now);
  }

  private current(key: string, rule: RateLimitRule): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.startedAt + rule.windowSeconds <= this.clock.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  // Drop long-finished windows now and then so the map cannot grow without bound.
  private sweep(now: number, windowSeconds: number) {
    if (now - this.lastSweep < 60) return;
    this.lastSweep = now;
    const longest = Math.max(windowSeconds, 3600);
    for (const [key, window] of this.windows) {
      if (window.startedAt + longest <= now) this.windows.delete(key);
    }
  }
}
