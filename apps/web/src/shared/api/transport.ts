// The gateway's transport: one POST with the session and language, and what an answer means.
import { isSuccessEnvelope, unwrapResult, type CommandName, type CommandOutput, type EnvelopeKind } from '@t1d/contract';
import { currentLocale } from '../i18n/i18n';
import { getToken } from '../session/storage';
import { nonStandardEnvelopes } from './envelopeKinds';
import { ApiError, readFailure } from './errors';
import { noteServerAnswered, noteServerUnreachable } from '../pwa/connectivity';
import { beginExpiry, isLeaving, trackRequest } from './expiry';

export const GATEWAY_URL = '/api/gateway';
/** A request gives up after 30 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface CallOptions {
  /** Cancels the request (react-query passes one per query). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * 'ignore' for calls whose 401 is not news: signing out with a token that already expired must
   * not pop up the Session Expired modal over a deliberate logout.
   */
  expiry?: 'handle' | 'ignore';
  /** Only for the expiry flow's own cookie clean-up, which must run while other calls are refused. */
  duringExpiry?: boolean;
  /** Only for a sign-out's own calls (session.ts, signOut), the only ones sent while it is under way. */
  duringSignOut?: boolean;
  /** A read that may share one request with the others a screen issues in the same tick (docs/protocol.md, "Batched calls"). */
  batch?: boolean;
  /**
   * A read sent alone: it changes nothing, so what the page's first script read ahead (ADR 0046) stays
   * good. Any other call without `batch` may change what those answers say.
   */
  read?: boolean;
}

// Its 401 means "no valid persistent login", i.e. simply signed out, never an expired session.
const persistentCheck: CommandName = 'ParentAuthHandler.checkPersistentAuth';

export type Body = Record<string, unknown>;

/**
 * An answer that means the session is over (docs/product.md, "Sessions"): HTTP 401, forbidden === 0, or code 403 with error
 * 'forbidden'. A refusal of the operator role is a plain 403 without that error, so it is not one.
 */
export function meansSessionExpired(status: number, body: Body): boolean {
  return status === 401 || body.forbidden === 0 || (body.code === 403 && body.error === 'forbidden');
}

/**
 * An answer's body as an object; `{}` when it is not a JSON object (a proxy's error page). A body cut
 * off on its way (the connection dropped, the browser stopped the request) throws: that is no answer,
 * not an answer without a body.
 */
async function readBody(response: Response): Promise<Body> {
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : {};
  } catch {
    return {};
  }
}

/**
 * A request the browser stopped itself, not this app: Firefox stops a page's requests as the page is
 * left, and its code still hears of it. No answer came, but that says nothing of the server.
 */
const stoppedByBrowser = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * What every request to the server says besides its body: the app's chosen language, not the
 * browser's (the server writes e-mails and names in it), and the session's token when signed in.
 * For the server's other addresses too (the chat's stream).
 */
export function requestHeaders(): Record<string, string> {
  const token = getToken();
  const headers: Record<string, string> = { 'Accept-Language': currentLocale() };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * POSTs a body to a gateway address with the session token and the app's language, within the
 * request time-out; `signal` cancels it. Answers the status and parsed body, or throws a network or
 * cancellation ApiError.
 */
export async function postGateway(url: string, body: Body, options: Pick<CallOptions, 'signal' | 'timeoutMs' | 'duringSignOut'> = {}) {
  // While a sign-out is under way only its own calls leave (expiry.ts, leaveSession).
  if (isLeaving() && !options.duringSignOut) throw new ApiError({ kind: 'cancelled', msg: 'Signing out' });
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Request timed out', 'TimeoutError'));
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const untrack = trackRequest(controller);

  const token = getToken();
  const headers = { 'Content-Type': 'application/json', ...requestHeaders() };

  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      // The fields go last: checkPersistentAuth has its own `token` field (the persistent one).
      body: JSON.stringify({ ...(token ? { token } : {}), ...body }),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    noteServerAnswered();
    return { status: response.status, ok: response.ok, body: await readBody(response), sentWith: token };
  } catch (error) {
    if (controller.signal.aborted && !timedOut) throw new ApiError({ kind: 'cancelled', msg: String(error) });
    if (timedOut || !stoppedByBrowser(error)) noteServerUnreachable();
    throw new ApiError({ kind: 'network', msg: timedOut ? 'Request timed out' : String(error) });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
    untrack();
  }
}

/** How a command's answer is wrapped (docs/protocol.md), as the contract declares it. */
export function envelopeOf(cmd: CommandName): EnvelopeKind {
  return nonStandardEnvelopes[cmd] ?? 'standard';
}

/** How a refused answer is read: whether its 401 is news, and under which session it was asked. */
interface RefusalOptions extends Pick<CallOptions, 'expiry'> {
  /** The session token the request carried (null: none). Absent: the current session's. */
  sentWith?: string | null;
}

/**
 * A command's answer as the transport reads it: the HTTP status, the body (read by the command's envelope,
 * envelopeOf), and the session token the request carried.
 */
interface Answer extends Pick<RefusalOptions, 'sentWith'> {
  status: number;
  body: Body;
}

/** Whether a command's answer is a success (its data is then `unwrapResult`'s). */
export function isSuccess(cmd: CommandName, { status, body }: { status: number; body: Body }): boolean {
  return status >= 200 && status < 300 && isSuccessEnvelope(envelopeOf(cmd), body);
}

/** What a command's answer means: its data, or the ApiError it is (an expired session starts the expiry flow). */
export function interpretAnswer<C extends CommandName>(cmd: C, answer: Answer, options: CallOptions = {}): CommandOutput<C> {
  const { status, body, sentWith } = answer;
  if (isSuccess(cmd, answer)) return unwrapResult(envelopeOf(cmd), body) as CommandOutput<C>;
  throw refusalError(status, body, { expiry: cmd === persistentCheck ? 'ignore' : options.expiry, sentWith });
}

/**
 * The ApiError a refused answer is, from its status and error body. A refused session starts the
 * expiry flow first (unless `expiry` is 'ignore'). For the server's other addresses too (the chat's stream).
 * A session refused while this device leaves it, or after it has (signed out, or expired by another
 * answer), is no news: the answer is only cancelled, so a read that raced a Logout never shows Session Expired.
 */
export function refusalError(status: number, body: Body, options: RefusalOptions = {}): ApiError {
  const failure = { status, ...readFailure(body) };
  if (options.expiry !== 'ignore' && meansSessionExpired(status, body)) {
    if (isLeaving() || (options.sentWith !== undefined && options.sentWith !== getToken())) {
      return new ApiError({ kind: 'cancelled', ...failure });
    }
    beginExpiry();
    // Expiry clears the persistent cookie too; without a session only this public command can.
    void postGateway(GATEWAY_URL, { cmd: 'ParentAuthHandler.clearPersistentAuth' }).catch(() => undefined);
    return new ApiError({ kind: 'expired', ...failure });
  }
  return new ApiError({ kind: 'http', ...failure });
}

/** One command in its own request: sent, then read as interpretAnswer reads it. */
export async function sendCommand<C extends CommandName>(cmd: C, input: Body, options: CallOptions = {}): Promise<CommandOutput<C>> {
  const { status, body, sentWith } = await postGateway(GATEWAY_URL, { cmd, ...input }, options);
  return interpretAnswer(cmd, { status, body, sentWith }, options);
}
