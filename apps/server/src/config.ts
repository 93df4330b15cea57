import { isIP } from 'node:net';
import path from 'node:path';
import { parseLlm, type LlmConfig } from './llmConfig.js';
import { parsePush, type PushConfig } from './pushConfig.js';
import { parseMetrics, type MetricsConfig } from './ops/opsConfig.js';
import { parseRateLimits, type RateLimits } from './rateLimitsConfig.js';
import { ConfigError, currencyCode, httpAddress, list, phoneNumber, positiveInt, price, timeZone, webAddress } from './configValues.js';

export { ConfigError } from './configValues.js';
export { defaultRateLimits, type RateLimitRule, type RateLimits } from './rateLimitsConfig.js';

export interface Config {
  port: number;
  host: string;
  /** A SQLite file path, or a postgres:// URL. */
  databaseUrl: string;
  sessionTtlSeconds: number;
  persistentTtlSeconds: number;
  publicUrl: string;
  /** Origins (scheme, host, port) the game's SSO callback_url may return to; parsed, never compared as text. */
  allowedOrigins: string[];
  /** The OpenID Connect issuer behind 'Sign in with Google'; null hides the button. */
  oidc: OidcConfig | null;
  /** Which proxies may name the client in X-Forwarded-For; false: the socket's address is the client. */
  trustProxy: false | string[];
  logLevel: string;
  webDist: string | null;
  /** Where the sign-up page's introduction video lives when not the bundled welcome clip. */
  introVideoUrl: string | null;
  /** The consultation workflow's web addresses until an operator sets them (README, getURLs). */
  consultationUrls: {
    book_appointment_paid_url: string;
    doctor_referral_url: string;
    parent_lesson_plans_url: string;
    ceo_intro_url: string;
  };
  /** The currency values are shown in (token values, the consultation's price): an ISO 4217 code. */
  currency: string;
  /** The consultation's price in `currency`; 0 means the consultation is free for families. */
  consultationPrice: number;
  /** smtp(s)://user:pass@host:port; without it invitations are shared by link, not e-mailed. */
  smtpUrl: string | null;
  mailFrom: string;
  /**
   * The game's sign-in page: a child's one-time login link (an address of this app, /child-login)
   * forwards there. Null until GAME_LOGIN_URL is set; the link's page then says the game is not set up.
   */
  gameLoginUrl: string | null;
  /** For families whose device did not say its time zone at sign-up. */
  defaultTimeZone: string;
  /** The number families call in an emergency where this deployment serves them (ADR 0030). */
  emergencyNumber: string;
  /** The care team's phone, offered beside the emergency number; null when none is configured. */
  careTeamPhone: string | null;
  rateLimits: RateLimits;
  /** An OpenAI-compatible chat-completions endpoint for the AI chat; null: it answers with the library's passages. */
  llm: LlmConfig | null;
  /** Web push: VAPID keys, the push services endpoints may point at (pushConfig.ts). */
  push: PushConfig;
  /** Whether this process runs the scheduled work (JOBS_ENABLED; at least one server of a deployment must). */
  jobsEnabled: boolean;
  /** How long a stopping server waits for the requests in flight (SIGTERM). */
  shutdownGraceSeconds: number;
  /** Who may read /metrics (ops/opsConfig.ts). */
  metrics: MetricsConfig;
}

export interface OidcConfig {
  /** Google (https://accounts.google.com) unless OIDC_ISSUER names another issuer. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const googleIssuer = 'https://accounts.google.com';
const defaultMailFrom = 'T1D Family <no-reply@localhost>';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for http://localhost, 127.0.0.1 or [::1]: the only places plain http is accepted for a secret-bearing peer. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname);
}

/** ALLOWED_ORIGINS: each item an http(s) origin; normalized the way URL parsing writes them. */
export function parseAllowedOrigins(raw: string | undefined): string[] {
  return list(raw).map((item) => {
    let url: URL | null = null;
    try {
      url = new URL(item);
    } catch {
      url = null;
    }
    const isOrigin =
      url &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash;
    if (!url || !isOrigin) {
      throw new ConfigError(`ALLOWED_ORIGINS must be origins such as https://game.example.org, comma separated, got "${item}"`);
    }
    return url.origin;
  });
}

/** OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together turn Google sign-in on; OIDC_ISSUER picks another issuer. */
export function parseOidc(env: NodeJS.ProcessEnv): OidcConfig | null {
  const clientId = env.OIDC_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim() ?? '';
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret)
    throw new ConfigError('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or neither, to hide Google sign-in)');
  const issuer = env.OIDC_ISSUER?.trim() || googleIssuer;
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new ConfigError(`OIDC_ISSUER must be the issuer's https:// address, got "${issuer}"`);
  }
  if (url.protocol !== 'https:' && !isLoopbackHttp(url)) {
    throw new ConfigError(`OIDC_ISSUER must use https:// (plain http only on this machine, for trying it out), got "${issuer}"`);
  }
  return { issuer, clientId, clientSecret };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

// Names proxy-addr (Fastify's trustProxy) knows for the private and loopback ranges.
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(item: string): boolean {
  if (proxyRangeNames.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty for none, or a comma list of the proxies' addresses and networks (`10.0.0.5,
 * 172.16.0.0/12, loopback`). `true` is refused: it would let every client write its own address into
 * X-Forwarded-For and slip past the per-address limits. A hop count is refused too: Fastify cannot
 * check who the nearest peer is with one, so it would trust nobody.
 */
export function parseTrustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  const items = list(value);
  if (items.length === 0 || !items.every(isAddressOrNetwork)) {
    throw new ConfigError(
      `TRUST_PROXY must be the reverse proxy's addresses or networks, comma separated (such as 10.0.0.5, 172.16.0.0/12, loopback), got "${value}".${value === 'true' ? ' "true" is not accepted: it would trust every client\'s X-Forwarded-For.' : ''}`,
    );
  }
  return items;
}

/** Reads the configuration from the environment (see .env.example); throws on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = positiveInt('PORT', env.PORT, 3000);
  const publicUrl = env.PUBLIC_URL || `http://localhost:${port}`;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || path.join(repoRoot, 'data', 'app.db'),
    sessionTtlSeconds: positiveInt('SESSION_TTL_SECONDS', env.SESSION_TTL_SECONDS, 24 * 3600),
    persistentTtlSeconds: positiveInt('PERSISTENT_TTL_SECONDS', env.PERSISTENT_TTL_SECONDS, 31536000),
    publicUrl,
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    oidc: parseOidc(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    webDist: env.WEB_DIST === '' ? null : env.WEB_DIST || path.join(repoRoot, 'apps', 'web', 'dist'),
    introVideoUrl: env.INTRO_VIDEO_URL || null,
    consultationUrls: {
      book_appointment_paid_url: webAddress('BOOKING_URL', env.BOOKING_URL),
      doctor_referral_url: webAddress('DOCTOR_REFERRAL_URL', env.DOCTOR_REFERRAL_URL),
      parent_lesson_plans_url: webAddress('LESSON_PLANS_URL', env.LESSON_PLANS_URL),
      // The sign-up page's introduction video (the bundled welcome clip unless INTRO_VIDEO_URL says otherwise).
      ceo_intro_url: '/media/ceo-intro.mp4',
    },
    currency: currencyCode(env.CURRENCY),
    consultationPrice: price('CONSULTATION_PRICE', env.CONSULTATION_PRICE),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || defaultMailFrom,
    gameLoginUrl: env.GAME_LOGIN_URL ? httpAddress('GAME_LOGIN_URL', env.GAME_LOGIN_URL) : null,
    defaultTimeZone: timeZone('DEFAULT_TIME_ZONE', env.DEFAULT_TIME_ZONE),
    emergencyNumber: phoneNumber('EMERGENCY_NUMBER', env.EMERGENCY_NUMBER || '112'),
    careTeamPhone: env.CARE_TEAM_PHONE ? phoneNumber('CARE_TEAM_PHONE', env.CARE_TEAM_PHONE) : null,
    rateLimits: parseRateLimits(env),
    llm: parseLlm(env),
    push: parsePush(env, publicUrl, env.MAIL_FROM || defaultMailFrom),
    jobsEnabled: env.JOBS_ENABLED !== 'false',
    shutdownGraceSeconds: positiveInt('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 25),
    metrics: parseMetrics(env),
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
