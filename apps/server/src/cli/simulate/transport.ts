import type { GameAnswer, GameEndpointName } from '@t1d/contract';
import type { FastifyInstance } from 'fastify';

export interface GameReply {
  status: number;
  body: unknown;
}

/** How the simulator reaches /api/game/v1: in this process (with its own clock), or over HTTP to a running server. */
export interface GameTransport {
  post(path: string, body: unknown, idempotencyKey?: string): Promise<GameReply>;
}

const headers = (key: string, idempotencyKey?: string) => ({
  authorization: `Bearer ${key}`,
  'content-type': 'application/json',
  ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
});

export function inProcess(app: FastifyInstance, key: string): GameTransport {
  return {
    async post(path, body, idempotencyKey) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/game/v1${path}`,
        headers: headers(key, idempotencyKey),
        payload: JSON.stringify(body),
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}

export function overHttp(baseUrl: string, key: string): GameTransport {
  return {
    async post(path, body, idempotencyKey) {
      const response = await fetch(new URL(`/api/game/v1${path}`, baseUrl), {
        method: 'POST',
        headers: headers(key, idempotencyKey),
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

/** The endpoint's answer, or an error that says what the server refused. */
export function expectOk<N extends GameEndpointName>(reply: GameReply, endpoint: N): GameAnswer<N> {
  if (reply.status !== 200) throw new Error(`${endpoint} was refused (${reply.status}): ${JSON.stringify(reply.body)}`);
  return reply.body as GameAnswer<N>;
}
