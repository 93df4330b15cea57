import { errorBody, errors } from '@t1d/contract';
import type { FastifyReply } from 'fastify';
import { Refusal } from '../domain/refusal.js';

/** Sends a refusal as the gateway's wire body (PROTOCOL.md), with `reason` and `Retry-After`. */
export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  const { retryAfterSeconds, ...detail } = refusal.detail;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.status(errors[refusal.reason].status).send(errorBody(refusal.reason, detail));
}
