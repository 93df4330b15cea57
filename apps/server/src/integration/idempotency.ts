import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import { Refusal } from '../domain/refusal.js';

/** How long a first answer is replayed (docs/protocol.md, "The game integration API"). */
export const idempotencyWindowSeconds = 24 * 3600;

export interface IdempotencyRef {
  keyId: number;
  idempotencyKey: string;
  requestHash: string;
}

export type IdempotencyStart = { kind: 'first' } | { kind: 'replay'; statusCode: number; response: string };

/** JSON with object keys in order, so the same body hashes alike however its keys were ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same" under one Idempotency-Key: method, path and body. */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${canonical(body ?? null)}`)
    .digest('hex');
}

/**
 * Starts a request under an Idempotency-Key, in the shared database so every server process sees it.
 * The first request reserves the key (one insert: of many at once, one wins) and goes on; a repeat of
 * the same request replays the stored answer, waiting for it while the first is still running; the
 * same key with another request is refused (409). A reservation older than the window is forgotten.
 */
export async function startIdempotent(
  db: Db,
  ref: IdempotencyRef,
  now: number,
  wait: { timeoutMs: number; pollMs: number } = { timeoutMs: 10_000, pollMs: 25 },
): Promise<IdempotencyStart> {
  const giveUpAt = performance.now() + wait.timeoutMs;
  for (;;) {
    const reserved = await db
      .insertInto('game_idempotency')
      .values({ key_id: ref.keyId, idempotency_key: ref.idempotencyKey, request_hash: ref.requestHash, created_at: now })
      .onConflict((oc) => oc.columns(['key_id', 'idempotency_key']).doNothing())
      .returning('key_id')
      .executeTakeFirst();
    if (reserved) return { kind: 'first' };
    const row = await db
      .selectFrom('game_idempotency')
      .select(['request_hash', 'status_code', 'response', 'created_at'])
      .where('key_id', '=', ref.keyId)
      .where('idempotency_key', '=', ref.idempotencyKey)
      .executeTakeFirst();
    if (!row) continue;
    if (Number(row.created_at) + idempotencyWindowSeconds <= now) {
      await forget(db, ref, Number(row.created_at));
      continue;
    }
    if (row.request_hash !== ref.requestHash) throw new Refusal('idempotency_key_reused');
    if (row.status_code !== null && row.response !== null) return { kind: 'replay', statusCode: row.status_code, response: row.response };
    if (performance.now() >= giveUpAt) throw new Refusal('idempotency_key_in_flight');
    await sleep(wait.pollMs);
  }
}

/** Keeps the first request's answer for its repeats. */
export async function finishIdempotent(db: Db, ref: IdempotencyRef, statusCode: number, response: string): Promise<void> {
  await db
    .updateTable('game_idempotency')
    .set({ status_code: statusCode, response })
    .where('key_id', '=', ref.keyId)
    .where('idempotency_key', '=', ref.idempotencyKey)
    .where('request_hash', '=', ref.requestHash)
    .execute();
}

/** The first request failed unexpectedly: nothing to replay, so a retry may run it again. */
export async function abandonIdempotent(db: Db, ref: IdempotencyRef): Promise<void> {
  await deleteReservation(db, ref, 'status_code', null);
}

/** A reservation past the window: forgotten, unless another request renewed it meanwhile. */
const forget = (db: Db, ref: IdempotencyRef, createdAt: number) => deleteReservation(db, ref, 'created_at', createdAt);

async function deleteReservation(db: Db, ref: IdempotencyRef, column: 'status_code' | 'created_at', value: number | null) {
  await db
    .deleteFrom('game_idempotency')
    .where('key_id', '=', ref.keyId)
    .where('idempotency_key', '=', ref.idempotencyKey)
    .where(column, value === null ? 'is' : '=', value)
    .execute();
}
