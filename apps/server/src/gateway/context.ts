import type { CommandAccess, CommandName, CommandOutput, ParsedInput } from '@t1d/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CookieJar } from '../auth/cookies.js';
import type { Caller } from '../auth/sessions.js';
import type { Locale } from '../domain/locale.js';
import type { Services } from '../services.js';

/** The answer's headers a handler may set beyond its cookies (on a batch, the whole batch's answer). */
export interface AnswerHeaders {
  set(name: 'clear-site-data', value: string): void;
}

export interface PublicContext extends Services {
  log: FastifyBaseLogger;
  clientAddress: string;
  cookies: CookieJar;
  headers: AnswerHeaders;
  /** The caller's language (Accept-Language), for what the server writes to people, like e-mails. */
  locale: Locale;
}

export interface CallerContext extends PublicContext {
  /** The signed-in parent; every query a handler makes is scoped by `caller.familyId`. */
  caller: Caller;
}

export type ContextFor<C extends CommandName> = CommandAccess<C> extends 'public' ? PublicContext : CallerContext;

export type Handler<C extends CommandName> = (input: ParsedInput<C>, context: ContextFor<C>) => Promise<CommandOutput<C>>;

/** One handler per contract command: a missing or extra one fails the typecheck. */
export type HandlerTable = { [C in CommandName]: Handler<C> };
