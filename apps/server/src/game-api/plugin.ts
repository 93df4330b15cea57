import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { gameEndpoints, gameError, maxIdempotencyKeyLength, type GameEndpoint } from '@t1d/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Services } from '../services.js';
import { gameHandlers } from './endpoints/index.js';
import { gameErrorReply, sendGameRefusal } from './errors.js';
import { keepAnswer, replayOrReserve } from './idempotency.js';
import { keyOf } from './keys.js';
import { Refusal } from '../domain/refusal.js';
import { jsonAnswers } from '../securityHeaders.js';
import type { GameContext } from './types.js';

export const gameApiPrefix = '/api/game/v1';
export const gameApiDocument = `${gameApiPrefix}/openapi.json`;
// 500 events with their longest texts fit with room to spare.
const gameBodyLimit = 1024 * 1024;

const idempotencyHeader = z.looseObject({
  'idempotency-key': z
    .optional(z.string().check(z.minLength(1), z.maxLength(maxIdempotencyKeyLength)))
    .check(z.describe('A repeat with the same key and body within 24 hours answers what the first answered; another body is 409')),
});

// What each error status means on this door, for the published document.
const refusalMeanings: Record<number, string> = {
  400: 'Invalid request: `msg` is the first problem, `errors` lists every invalid field',
  401: 'Missing, unknown or revoked API key (`Invalid API key`)',
  404: 'Not found',
  409: 'The Idempotency-Key was used with a different request, or its first request is still running',
  413: 'The body is over 1 MiB',
  429: 'Too many requests with this key, or too many unknown keys from this address: wait the seconds in Retry-After',
};

// The headers a refusal carries (errors.ts), in the document as OpenAPI response headers.
const refusalHeaders: Record<number, Record<string, { description: string; type: string; minimum?: number }>> = {
  401: { 'WWW-Authenticate': { description: 'Always `Bearer`: the scheme a game API key is sent with', type: 'string' } },
  429: { 'Retry-After': { description: 'Seconds to wait before trying again', type: 'integer', minimum: 1 } },
};

function responsesOf(endpoint: GameEndpoint) {
  const statuses = [400, 401, ...(endpoint.method === 'POST' ? [409, 413] : []), 429, ...endpoint.refusals].sort((a, b) => a - b);
  const refusal = (status: number) =>
    gameError.check(
      z.meta({
        description: refusalMeanings[status] ?? 'Refused',
        ...(refusalHeaders[status] ? { headers: refusalHeaders[status] } : {}),
      }),
    );
  return {
    200: endpoint.answer.check(z.describe('Done')),
    ...Object.fromEntries(statuses.map((status) => [status, refusal(status)])),
  };
}

/**
 * The partner game's door (docs/protocol.md, "The game integration API"): key-protected routes declared
 * once in the contract, validated and documented from the same zod schemas (OpenAPI at
 * /api/game/v1/openapi.json, a browsable page at /api/docs). Every handler calls the services the
 * gateway's commands call; this door only maps their refusals to its own `{code, msg}` shape.
 */
export async function registerGameApi(app: FastifyInstance, services: Services) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'T1D Family game integration API',
        description:
          "How the children's game reports activity, signs children and parents in, and delivers gifts. Every call needs `Authorization: Bearer <game API key>` (`npm run operator -- game-key create NAME`).",
        version: '1.0.0',
      },
      servers: [{ url: services.config.publicUrl }],
      components: { securitySchemes: { gameApiKey: { type: 'http', scheme: 'bearer', description: 'A game API key' } } },
      security: [{ gameApiKey: [] }],
    },
    // Only the game API is published; the gateway has its own contract (docs/protocol.md).
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  // The document and its page describe this deployment's API at this release: a cache (a proxy's, the
  // browser's) would go on showing an old one after an upgrade, so neither is ever stored.
  await app.register(async (docs) => {
    // On send, not on request: the page's files come through @fastify/static, which sets its own.
    docs.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { url: gameApiDocument } as object });
  });
  app.get(gameApiDocument, { schema: { hide: true }, ...jsonAnswers }, () => app.swagger());

  await app.register(
    async (api) => {
      api.setValidatorCompiler(validatorCompiler);
      api.setSerializerCompiler(serializerCompiler);
      api.setErrorHandler((error, request, reply) => gameErrorReply(error, reply, (err) => request.log.error({ err }, 'unexpected error')));
      api.setNotFoundHandler((_request, reply) => sendGameRefusal(reply, new Refusal('not_found')));

      const keys = new WeakMap<object, GameContext['key']>();
      api.addHook('onRequest', async (request) => {
        keys.set(request, await keyOf(request, services));
      });
      api.addHook('preHandler', async (request, reply) =>
        replayOrReserve(request, reply, services.db, keys.get(request)!.id, services.clock.now()),
      );
      api.addHook('onSend', async (request, reply, payload) => {
        await keepAnswer(request, reply, services.db, payload);
        return payload;
      });

      for (const [name, endpoint] of Object.entries(gameEndpoints) as [keyof typeof gameHandlers, GameEndpoint][]) {
        const handler = gameHandlers[name] as (input: unknown, context: GameContext) => Promise<unknown>;
        api.route({
          method: endpoint.method,
          url: endpoint.path,
          bodyLimit: gameBodyLimit,
          ...jsonAnswers,
          schema: {
            tags: ['game'],
            operationId: name,
            summary: endpoint.summary,
            description: endpoint.description,
            ...(endpoint.method === 'POST' ? { headers: idempotencyHeader } : {}),
            ...(endpoint.body ? { body: endpoint.body } : {}),
            ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
            ...(endpoint.params ? { params: endpoint.params } : {}),
            response: responsesOf(endpoint),
          },
          handler: (request) =>
            handler(
              { body: request.body, query: request.query, params: request.params },
              { ...services, log: request.log, key: keys.get(request)! },
            ),
        });
      }
    },
    { prefix: gameApiPrefix },
  );
}
