import { errorBody, errors } from '@t1d/contract';
import type { FastifyReply } from 'fastify';
import { Refusal } from '../domain/refusal.js';

/** What one command answers: the HTTP status, the wire body, and a wait for a 429. */
export interface CommandAnswer {
  status: number;
  body: unknown;
  retryAfterSeconds?: number;
}

/** A refusal as the gateway's wire body (docs/protocol.md), with `reason` and the wait for `Retry-After`. */
export function refusalAnswer(refusal: Refusal): CommandAnswer {
  const { retryAfterSeconds, ...detail } = refusal.detail;
  return { status: errors[refusal.reason].status, body: errorBody(refusal.reason, detail), retryAfterSeconds };
}

export function sendAnswer(reply: FastifyReply, answer: CommandAnswer) {
  if (answer.retryAfterSeconds !== undefined) reply.header('retry-after', String(answer.retryAfterSeconds));
  return reply.status(answer.status).send(answer.body);
}

export function sendRefusal(reply: FastifyReply, refusal: Refusal) {
  return sendAnswer(reply, refusalAnswer(refusal));
}
