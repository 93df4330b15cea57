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

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: req.url,
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
