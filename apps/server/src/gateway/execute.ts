import { commands, errorBody, isCommandName, unknownCommandMessage, wrapResult } from '@t1d/contract';
import type { CommandDefinition, CommandName } from '@t1d/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeFromHeader } from '../domain/locale.js';
import { callerFor, callerWithAccess } from './access.js';
import type { Caller } from '../auth/sessions.js';
import type { Locale } from '../domain/locale.js';
import { runAudited } from './auditedRun.js';
import { invalidFields, Refusal, tooManyAttempts } from '../domain/refusal.js';
import { handlers } from '../handlers/index.js';
import type { CookieJar } from '../auth/cookies.js';
import type { Services } from '../services.js';
import type { CallerContext, PublicContext } from './context.js';
import type { RateLimitRule } from '../config.js';
import { signsInOnOwnDevice } from '../auth/signIn.js';
import { refusalAnswer, type CommandAnswer } from './errors.js';
import { fieldProblems } from './validation.js';

/** The bearer token of a request: the Authorization header wins over the body's `token`. */
export function bearerToken(request: FastifyRequest, body: Record<string, unknown>): string | null {
  const fromHeader = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (fromHeader) return fromHeader;
  return typeof body.token === 'string' && body.token !== '' ? body.token : null;
}

function cookieJar(request: FastifyRequest, reply: FastifyReply, secure: boolean): CookieJar {
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  // Parsed on the first read, once: sign-in reads two cookies.
  let received: Record<string, string | undefined> | undefined;
  return {
    get: (name) => (received ??= request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {})[name],
    set: (name, value, maxAge) => void reply.setCookie(name, value, { ...base, maxAge }),
    clear: (name) => void reply.clearCookie(name, base),
  };
}

type Bucket = NonNullable<CommandDefinition['rateLimit']>;

function rateLimitRule(bucket: Bucket, services: Services) {
  const rules = services.config.rateLimits;
  const perBucket: Record<Bucket, RateLimitRule> = {
    signin: rules.signinPerAddress,
    signup: rules.signupPerAddress,
    inviteLookup: rules.inviteLookupPerAddress,
    googleStart: rules.signinPerAddress,
    secret: rules.signinPerAddress,
  };
  return perBucket[bucket];
}

/**
 * The per-address limit of a bucket that counts every call. A sign-in from a browser holding this
 * parent's own device mark passes it (ADR 0012): on a hospital's shared network one address may be
 * spent by others, and the per-e-mail and per-device limits still hold.
 */
async function checkAddressLimit(bucket: Bucket, context: PublicContext, fields: Record<string, unknown>) {
  const wait = await context.limiter.hit(`${bucket}:${context.clientAddress}`, rateLimitRule(bucket, context));
  if (wait === null) return;
  if (bucket === 'signin' && (await signsInOnOwnDevice(context, fields.email))) return;
  throw tooManyAttempts(wait);
}

export interface GatewayCall {
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  secureCookies: boolean;
  /** The call's body: `cmd` and the command's fields. */
  payload: Record<string, unknown>;
  /** The session token that applies to this call (header, body, or the batch's). */
  token: string | null;
  /**
   * The caller, found already by a door that signs in otherwise (the dashboard the server draws with
   * the persistent login, ADR 0061); `token` is then not read.
   */
  caller?: Caller;
  /** The language the answer is in, when not the request's (Accept-Language). */
  locale?: Locale;
}

/**
 * One command, start to end: find it → rate limit → access → validate → run → check → envelope.
 * Refusals and failures become the answer the gateway sends for them, so a batched call answers
 * exactly what the same call answers alone.
 */
export async function executeCommand(call: GatewayCall): Promise<CommandAnswer> {
  const started = performance.now();
  const answer = await answerOf(call);
  const name = call.payload.cmd;
  call.services.metrics.commandAnswered(
    typeof name === 'string' && isCommandName(name) ? name : 'unknown',
    answer.status,
    (performance.now() - started) / 1000,
  );
  return answer;
}

async function answerOf(call: GatewayCall): Promise<CommandAnswer> {
  try {
    return await run(call);
  } catch (error) {
    if (error instanceof Refusal) return refusalAnswer(error);
    call.request.log.error({ err: error }, 'unexpected error');
    return { status: 500, body: errorBody('internal_error') };
  }
}

async function run({ request, reply, services, secureCookies, payload, token, caller, locale }: GatewayCall): Promise<CommandAnswer> {
  if (typeof payload.cmd !== 'string') throw new Refusal('cmd_missing');
  const name = payload.cmd;
  if (!isCommandName(name)) throw new Refusal('unknown_command', { msg: unknownCommandMessage(name) });
  const definition: CommandDefinition = commands[name];

  const context: PublicContext = {
    ...services,
    log: request.log,
    clientAddress: request.ip,
    cookies: cookieJar(request, reply, secureCookies),
    headers: { set: (name: string, value: string) => void reply.header(name, value) },
    locale: locale ?? localeFromHeader(request.headers['accept-language']),
  };
  const { cmd: _cmd, ...fields } = payload;
  const bucket = definition.rateLimit;
  if (bucket && bucket !== 'secret') await checkAddressLimit(bucket, context, fields);
  let input: Record<string, unknown> = fields;
  if (definition.access !== 'public') {
    (context as CallerContext).caller = caller
      ? callerWithAccess(definition.access, caller)
      : await callerFor(definition.access, token, services);
    const { token: _token, ...rest } = fields;
    input = rest;
  }

  const parsed = definition.input.safeParse(input);
  if (!parsed.success) {
    throw invalidFields(fieldProblems(parsed.error));
  }

  const handler = handlers[name] as (input: unknown, context: unknown) => Promise<unknown>;
  const execute = () => runAudited(name, parsed.data, context, (audited) => handler(parsed.data, audited));
  const result =
    bucket === 'secret'
      ? await services.limiter.countingRefusals(`secret:${request.ip}`, rateLimitRule(bucket, services), execute)
      : await execute();
  const checked = definition.output.safeParse(result);
  if (!checked.success) {
    request.log.error({ cmd: name, issues: checked.error.issues }, 'handler output broke the contract');
    throw new Error(`Output of ${name as CommandName} does not match the contract`);
  }
  return { status: 200, body: wrapResult(definition.envelope, checked.data) };
}
