import { afterEach, beforeEach, vi } from 'vitest';
import { reloadSession, TOKEN_KEY, USER_KEY } from '../../session/storage';
import { resetExpiryForTests } from '../expiry';

/** The gateway as the transport's tests fake it (batch.test.ts, batchReadAhead.test.ts). */
export interface Sent {
  url: string;
  body: Record<string, unknown>;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown) => ({ status: 200, body: { code: 200, msg: 'success', data } });
export const expired = {
  status: 401,
  body: { code: 403, msg: 'Token expired', error: 'forbidden', forbidden: 0, reason: 'token_expired' },
};

/** A gateway answer that gives every read `data`, in a batch or alone. */
export const everyRead =
  (data: unknown) =>
  ({ url, body }: Sent) =>
    url.endsWith('/batch') ? json(200, { results: (body.calls as unknown[]).map(() => ok(data)) }) : json(200, ok(data).body);

/** A gateway that answers each request with `answer(url, body)` and records what was sent. */
export function fakeGateway(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const request = { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
      sent.push(request);
      return Promise.resolve(answer(request));
    }),
  );
  return sent;
}

/** What a scripted fetch was sent: the address, the request, its body read. */
export interface ScriptedCall {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}

/**
 * A fetch that answers each request with the next of `replies` (then a plain success) and records what
 * was sent; a reply is handed the request, so it can wait for its abort.
 */
export function scriptedFetch(...replies: ((init: RequestInit) => Promise<Response>)[]) {
  const calls: ScriptedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      calls.push({ url, init, body: JSON.parse(String(init.body)) });
      const reply = replies.shift() ?? (() => Promise.resolve(json(200, ok(null).body)));
      return reply(init);
    }),
  );
  return calls;
}

/** Each test signed in as user 7 with a fresh expiry flow; storage and stubs cleared after. */
export function signedInForEachTest() {
  beforeEach(() => {
    resetExpiryForTests();
    localStorage.setItem(TOKEN_KEY, 'session-token');
    localStorage.setItem(USER_KEY, JSON.stringify({ user_id: 7 }));
    reloadSession();
  });
  afterEach(() => {
    localStorage.clear();
    reloadSession();
  });
}
