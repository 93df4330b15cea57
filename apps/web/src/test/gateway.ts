import {
  commands,
  errorBody,
  errors,
  isSuccessEnvelope,
  unwrapResult,
  wrapResult,
  type CommandName,
  type CommandOutput,
  type ErrorReason,
  type RefusalDetail,
} from '@t1d/contract';
import { vi } from 'vitest';
import { ApiError, readFailure } from '../shared/api/errors';

export type SentBody = Record<string, unknown> & { cmd: CommandName };

/** What a request said beside its body: the language it asked the answer in (Accept-Language). */
export interface SentRequest {
  language: string | null;
}

/**
 * Problems a stub found while a test ran: a reply off the contract, or a command nobody scripted.
 * The fetch that met one rejects, but the app may swallow that as a failed load; setup.ts therefore
 * fails the test after it ends with whatever is left here.
 */
const problems: Error[] = [];

export function takeStubProblems(): Error[] {
  return problems.splice(0);
}

function fail(message: string): never {
  const error = new Error(message);
  problems.push(error);
  throw error;
}

/**
 * The page's own fetch, until a test stubs it: a request no test scripted fails that test (as above)
 * instead of reaching for a server on this machine.
 */
export function refuseUnstubbedRequests() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: unknown) => fail(`A request the test did not stub: ${String(url)}`)),
  );
}

/** A response in the envelope docs/protocol.md gives the command, with data typed by its output schema. */
export function answer<C extends CommandName>(cmd: C, data: CommandOutput<C>): Promise<Response> {
  return reply(200, wrapResult(commands[cmd].envelope, data));
}

export function reply(status: number, body: unknown): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

/** The gateway's refusal with this stable code, as the server sends it (status and body from the contract). */
export function refuse(reason: ErrorReason, detail?: RefusalDetail): Promise<Response> {
  return reply(errors[reason].status, errorBody(reason, detail));
}

/** The ApiError the command client raises for that refusal. */
export function refusal(reason: ErrorReason, detail?: RefusalDetail): ApiError {
  return new ApiError({ kind: 'http', status: errors[reason].status, ...readFailure(errorBody(reason, detail)) });
}

/** A successful answer must parse through the command's output schema: a stub cannot drift from the contract. */
async function checked(cmd: CommandName, response: Response): Promise<Response> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null) return response;
  const definition = commands[cmd];
  const envelope = body as Record<string, unknown>;
  if (!isSuccessEnvelope(definition.envelope, envelope)) return response;
  const parsed = definition.output.safeParse(unwrapResult(definition.envelope, envelope));
  if (!parsed.success) fail(`The stubbed answer to ${cmd} breaks its output schema: ${parsed.error.message}`);
  return response;
}

/**
 * Stands in for the gateway: each call goes to `handle`, and every call's body is kept in order. A
 * batch (docs/protocol.md) is answered call by call, as the server does, each body carrying the batch's token.
 */
export function stubGateway(handle: (body: SentBody, request: SentRequest) => Promise<Response>): SentBody[] {
  const sent: SentBody[] = [];
  const one = async (body: SentBody, request: SentRequest) => {
    sent.push(body);
    return checked(body.cmd, await handle(body, request));
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as SentBody;
      const request = { language: new Headers(init.headers).get('Accept-Language') };
      if (!String(url).endsWith('/batch')) return one(body, request);
      const { calls, token } = body as unknown as { calls: SentBody[]; token?: string };
      const results = [];
      for (const call of calls) {
        const response = await one({ ...(token ? { token } : {}), ...call }, request);
        results.push({ status: response.status, body: await response.json().catch(() => ({})) });
      }
      return reply(200, { results });
    }),
  );
  return sent;
}

export type Script = { [C in CommandName]?: (body: SentBody, request: SentRequest) => Promise<Response> };

/** stubGateway with one answer per command; a command the test did not script fails it, by name. */
export function stubCommands(script: Script): SentBody[] {
  return stubGateway((body, request) => script[body.cmd]?.(body, request) ?? fail(`Unscripted command: ${body.cmd}`));
}

/** The sign-up pages' side requests: the location list, answered empty, and the sign-in options, without Google. */
export const signupSideRequests: Script = {
  'ParentAuthHandler.getLocations': () => answer('ParentAuthHandler.getLocations', []),
  'CommonSso.getSignInOptions': () => answer('CommonSso.getSignInOptions', { google: false, game_url: 'https://game.example.org/login' }),
};
