import { commands, isCommandName, unknownCommandMessage, wrapResult } from '@t1d/contract';
import type { CommandDefinition, CommandName } from '@t1d/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveCaller } from '../auth/sessions.js';
import { localeFromHeader } from '../domain/locale.js';
import { handlers } from '../handlers/index.js';
import type { CallerContext, CookieJar, Services } from './context.js';
import { Refusal, tooManyAttempts } from '../domain/refusal.js';
import { fieldProblems } from './validation.js';

export const gatewayBodyLimit = 64 * 1024;

function bearerToken(request: FastifyRequest, body: Record<string, unknown>): string | null {
  const header = request.headers.authorization;
  const fromHeader = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (fromHeader) return fromHeader;
  return typeof body.token === 'string' && body.token !== '' ? body.token : null;
}

function cookieJar(request: FastifyRequest, reply: FastifyReply, secure: boolean): CookieJar {
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  return {
    get: (name) => request.cookies[name],
    set: (name, value, maxAge) => void reply.setCookie(name, value, { ...base, maxAge }),
    clear: (name) => void reply.clearCookie(name, base),
  };
}

function rateLimitKey(bucket: NonNullable<CommandDefinition['rateLimit']>, services: Services) {
  const rules = services.config.rateLimits;
  const rule = {
    signin: rules.signinPerAddress,
    signup: rules.signupPerAddress,
    inviteLookup: rules.inviteLookupPerAddress,
  }[bucket];
  return { rule, bucket };
}

/** The one endpoint: parse → find command → rate limit → access → validate → run → check → envelope. */
export function registerGateway(app: FastifyInstance, services: Services, secureCookies: boolean) {
  app.post('/api/gateway', { bodyLimit: gatewayBodyLimit }, async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Refusal('body_not_json');
    }
    const payload = body as Record<string, unknown>;
    if (typeof payload.cmd !== 'string') throw new Refusal('cmd_missing');
    const name = payload.cmd;
    if (!isCommandName(name)) {
      throw new Refusal('unknown_command', { msg: unknownCommandMessage(name) });
    }
    const definition: CommandDefinition = commands[name];

    if (definition.rateLimit) {
      const { rule, bucket } = rateLimitKey(definition.rateLimit, services);
      const wait = services.limiter.hit(`${bucket}:${request.ip}`, rule);
      if (wait !== null) throw tooManyAttempts(wait);
    }

    const context = {
      ...services,
      log: request.log,
      clientAddress: request.ip,
      cookies: cookieJar(request, reply, secureCookies),
      locale: localeFromHeader(request.headers['accept-language']),
    };
    const { cmd: _cmd, ...fields } = payload;
    let input: Record<string, unknown> = fields;
    if (definition.access !== 'public') {
      const token = bearerToken(request, payload);
      const caller = token ? await resolveCaller(services.db, services.clock, token) : null;
      if (!caller) throw new Refusal('token_expired');
      if (definition.access === 'operator' && !caller.isOperator) throw new Refusal('operator_required');
      (context as CallerContext).caller = caller;
      const { token: _token, ...rest } = fields;
      input = rest;
    }

    const parsed = definition.input.safeParse(input);
    if (!parsed.success) {
      const problems = fieldProblems(parsed.error);
      throw new Refusal('validation_failed', { msg: problems[0]?.message, errors: problems });
    }

    const run = handlers[name] as (input: unknown, context: unknown) => Promise<unknown>;
    const result = await run(parsed.data, context);
    const checked = definition.output.safeParse(result);
    if (!checked.success) {
      request.log.error({ cmd: name, issues: checked.error.issues }, 'handler output broke the contract');
      throw new Error(`Output of ${name as CommandName} does not match the contract`);
    }
    return reply.send(wrapResult(definition.envelope, checked.data));
  });
}
