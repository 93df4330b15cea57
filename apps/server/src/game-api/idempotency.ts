import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { abandonIdempotent, finishIdempotent, requestHash, startIdempotent, type IdempotencyRef } from '../integration/idempotency.js';

const pending = new WeakMap<FastifyRequest, IdempotencyRef>();

/**
 * Before a POST with an `Idempotency-Key` runs: a repeat within 24 hours answers what the first
 * answered (marked `Idempotent-Replayed: true`), the same key with another body is 409. Runs after
 * validation, so a malformed request is refused without taking the key.
 */
export async function replayOrReserve(request: FastifyRequest, reply: FastifyReply, db: Db, keyId: number, now: number) {
  const idempotencyKey = request.headers['idempotency-key'];
  if (request.method !== 'POST' || typeof idempotencyKey !== 'string') return;
  const ref = { keyId, idempotencyKey, requestHash: requestHash(request.method, request.url, request.body) };
  const start = await startIdempotent(db, ref, now);
  if (start.kind === 'replay') {
    return reply
      .status(start.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(start.response);
  }
  pending.set(request, ref);
}

/** After the first request's answer is made: kept for its repeats, unless it failed unexpectedly. */
export async function keepAnswer(request: FastifyRequest, reply: FastifyReply, db: Db, payload: unknown) {
  const ref = pending.get(request);
  if (!ref) return;
  pending.delete(request);
  if (reply.statusCode >= 500 || typeof payload !== 'string') await abandonIdempotent(db, ref);
  else await finishIdempotent(db, ref, reply.statusCode, payload);
}
