import type { FastifyServerOptions } from 'fastify';

/**
 * Request logs name the method, URL, status and time; headers that carry secrets are redacted and
 * bodies are never logged, so passwords and tokens cannot reach the log.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.persistent_token',
];

/**
 * Query parameters that carry one-time secrets in page addresses: the issuer's code and state on
 * /google-callback, login links (`/?token=`, the game's `login_token`), and tokens on SSO callbacks.
 */
const secretParams = /([?&](?:code|state|token|login_token|google_ticket)=)[^&#]*/gi;

/** The URL as logged: the secrets a page address may carry are blanked out. */
export function loggableUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/** What services log with (pino's interface, which Fastify's request logger has). */
export interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}
