import { sql } from 'kysely';
import type { RateLimitRule } from '../config.js';
import type { Db } from '../db/database.js';
import { tooManyAttempts } from '../domain/refusal.js';

export interface Reservation {
  key: string;
  windowStart: number;
  /** False when the rule was already spent: the attempt must not be made. */
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

/**
 * Counts one attempt under `key` before it is made, in one atomic statement in the shared database, so
 * that concurrent attempts (in this process or another) cannot all pass a check made before any of
 * them counted. A window of `rule.windowSeconds` starts with its first attempt; past `rule.max`
 * attempts in it, `allowed` is false.
 */
export async function reserveAttempt(db: Db, key: string, rule: RateLimitRule, now: number): Promise<Reservation> {
  const ended = sql<boolean>`attempt_counters.window_start + ${rule.windowSeconds} <= ${now}`;
  const row = await db
    .insertInto('attempt_counters')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${ended} then 1 else attempt_counters.count + 1 end`,
        window_start: sql<number>`case when ${ended} then ${now} else attempt_counters.window_start end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const windowStart = Number(row.window_start);
  return { key, windowStart, allowed: Number(row.count) <= rule.max, retryAfter: Math.max(1, windowStart + rule.windowSeconds - now) };
}

/** Gives back an attempt that turned out fine (a right password), in the window it was counted in. */
async function refundAttempt(db: Db, reservation: Reservation): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', reservation.key)
    .where('window_start', '=', reservation.windowStart)
    .where('count', '>', 0)
    .execute();
}

/**
 * Runs a guarded check (a password, a child's password) under `rule` for `key`: the attempt is
 * counted before `check` runs, refused with 429 once the rule is spent, and given back when `check`
 * succeeds (answers a value rather than null). So at most `rule.max` failures are ever evaluated per
 * window, however many arrive at once, on any number of server processes.
 */
export async function limitedAttempt<T>(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: number,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const reservation = await reserveAttempt(db, key, rule, now);
  if (!reservation.allowed) throw tooManyAttempts(reservation.retryAfter);
  const result = await check();
  if (result !== null) await refundAttempt(db, reservation);
  return result;
}
