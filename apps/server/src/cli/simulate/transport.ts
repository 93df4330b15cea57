import type { FastifyInstance } from 'fastify';

export interface GameAnswer {
  status: number;
  body: any;
}

/** How the simulator reaches /api/game/v1: in this process (with its own clock), or over HTTP to a running server. */
export interface GameTransport {
  post(path: string, body: unknown, idempotencyKey?: string): Promise<GameAnswer>;
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

/** The answer's body, or an error that says what the server refused. */
export function expectOk(answer: GameAnswer, what: string): any {
  if (answer.status !== 200) throw new Error(`${what} was refused (${answer.status}): ${JSON.stringify(answer.body)}`);
  return answer.body;
}
