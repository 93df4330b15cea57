import type { FastifyInstance } from 'fastify';
import { Refusal } from '../domain/refusal.js';
import { jsonAnswers } from '../securityHeaders.js';
import type { Services } from '../services.js';
import { refusalAnswer, sendAnswer } from './errors.js';
import { bearerToken, executeCommand, type GatewayCall } from './execute.js';

export const gatewayBodyLimit = 64 * 1024;
/** 1 to 20 calls in one request (docs/protocol.md, "Batched calls"). */
export const maxBatchCalls = 20;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one endpoint, and its batched twin (docs/protocol.md, "Batched calls"). */
export function registerGateway(app: FastifyInstance, services: Services, secureCookies: boolean) {
  app.post('/api/gateway', { bodyLimit: gatewayBodyLimit, ...jsonAnswers }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw new Refusal('body_not_json');
    const answer = await executeCommand({ request, reply, services, secureCookies, payload: body, token: bearerToken(request, body) });
    return sendAnswer(reply, answer);
  });

  app.post('/api/gateway/batch', { bodyLimit: gatewayBodyLimit, ...jsonAnswers }, async (request, reply) => {
    const body = request.body;
    if (!isObject(body)) throw new Refusal('body_not_json');
    const calls = body.calls;
    if (!Array.isArray(calls) || calls.length === 0 || calls.length > maxBatchCalls || !calls.every(isCallShape)) {
      return sendAnswer(reply, refusalAnswer(new Refusal('batch_invalid')));
    }
    // The batch's token (header first, then the body's) applies to every call that carries none.
    const shared = bearerToken(request, body);
    const base: Omit<GatewayCall, 'payload' | 'token'> = { request, reply, services, secureCookies };
    // In order, one after another: a batch is not a transaction, but its calls see each other's writes.
    const results = [];
    for (const payload of calls as Record<string, unknown>[]) {
      const own = typeof payload.token === 'string' && payload.token !== '' ? payload.token : null;
      const answer = await executeCommand({ ...base, payload, token: own ?? shared });
      results.push({ status: answer.status, body: answer.body });
    }
    return reply.send({ results });
  });
}

function isCallShape(call: unknown): boolean {
  return isObject(call) && typeof call.cmd === 'string';
}
