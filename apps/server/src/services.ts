import type { IdentityIssuer } from './auth/google/issuer.js';
import type { RateLimiter } from './auth/rateLimiter.js';
import type { ChatAssistant } from './chat/assistant.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { Clock } from './domain/clock.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './ops/metrics.js';
import type { PushSettings } from './push/plugin.js';

/**
 * The server's parts, made once at start (app.ts) and handed to every door: the gateway's handlers,
 * the chat's stream, the game API and the jobs. Areas take the few they need (`Pick<Services, …>`).
 */
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
