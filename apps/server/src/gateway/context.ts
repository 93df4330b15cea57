import type { CommandAccess, CommandName, CommandOutput, ParsedInput } from '@t1d/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { IdentityIssuer } from '../auth/google/issuer.js';
import type { ChatAssistant } from '../chat/assistant.js';
import type { Caller } from '../auth/sessions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../domain/clock.js';
import type { Locale } from '../domain/locale.js';
import type { Mailer } from '../mail/mailer.js';
import type { PushSettings } from '../push/plugin.js';
import type { Metrics } from '../ops/metrics.js';
import type { RateLimiter } from './rateLimiter.js';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  clear(name: string): void;
}

/** The answer's headers a handler may set beyond its cookies (on a batch, the whole batch's answer). */
export interface AnswerHeaders {
  set(name: 'clear-site-data', value: string): void;
}

/** What every handler may use; nothing else reaches it. */
export interface Services {
  db: Db;
  clock: Clock;
  config: Config;
  limiter: RateLimiter;
  /** This process's Prometheus metrics (ops/metrics.ts). */
  metrics: Metrics;
  /** Null when no SMTP server is configured. */
  mailer: Mailer | null;
  /** The OpenID Connect issuer behind Google sign-in; null when none is configured. */
  identity: IdentityIssuer | null;
  /** The AI chat's search index and model. */
  chat: ChatAssistant;
  /** Web push: the VAPID public key devices subscribe with (ADR 0021). */
  push: PushSettings;
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
