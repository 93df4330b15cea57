import type { RateLimitRule } from '../config.js';
import { reserveAttempt } from './attemptCounters.js';
import { Refusal, tooManyAttempts } from '../domain/refusal.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../domain/clock.js';

/**
 * Fixed-window request limits (per address, per game key, per parent's chat), counted in the
 * `attempt_counters` table every server process shares (ADR 0024): a client spread over several
 * processes behind a load balancer meets one limit, not one per process, and a restart forgives nothing.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt under `key`; answers the seconds to wait when it went past `rule`, else null. */
  async hit(key: string, rule: RateLimitRule): Promise<number | null> {
    const reservation = await reserveAttempt(this.db, key, rule, this.clock.now());
    return reservation.allowed ? null : reservation.retryAfter;
  }

  /**
   * Runs `attempt` and counts it under `key` only when it is refused; past `rule`, a refusal is
   * answered 429 with Retry-After, telling a client that sends junk to back off. A success is never held
   * back: for the commands that present a 256-bit secret (nobody guesses one), a limit that refused good
   * secrets would let one sender keep the parents who share its address from restoring their sessions.
   * The check itself still runs (it is a hash and an indexed look-up).
   */
  async countingRefusals<T>(key: string, rule: RateLimitRule, attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const wait = await this.hit(key, rule);
      throw wait === null ? error : tooManyAttempts(wait);
    }
  }
}
