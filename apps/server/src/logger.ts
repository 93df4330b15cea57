import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Query parameters that carry one-time secrets in page addresses: the issuer's code and state on
 * /google-callback, login links (`/?token=`, the game's `login_token`), and tokens on SSO callbacks.
 */
const secretParams = /([?&](?:code|state|token|login_token|google_ticket)=)[^&#]*/gi;

/** The URL as logged: the secrets a page address may carry are blanked out. */
export function loggableUrl(url: string): string {
  return url.replace(secretParams, '$1[redacted]');
}

/**
 * Request logs name the method, URL (secrets blanked), status and time, and nothing else: the
 * serializers are allow-lists, headers and bodies are never logged, so passwords, tokens and cookies
 * cannot reach the log (security.db.test.ts walks an account's whole life at trace level to prove
 * it). A deny-list redaction on top of that cost more than the rest of the line on every request.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Writing to stdout synchronously blocked every request on the terminal or the log collector;
    // written asynchronously, lines from many requests go out in one write, and pino flushes them
    // when the process exits.
    stream: pino.destination({ dest: 1, sync: false }),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/**
 * One line per request, when it is answered (method, address, status, time), instead of Fastify's two
 * (one on arrival, one on answer): the same facts for half the logging work on every request.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) request.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** What services log with (pino's interface, which Fastify's request logger has). */
export interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}
