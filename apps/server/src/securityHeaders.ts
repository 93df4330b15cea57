import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers JSON to programs (the gateway, the game API), never a page to render. */
    jsonAnswers?: boolean;
  }
}

/** Route options of the routes that answer JSON: they get the short header set. */
export const jsonAnswers = { config: { jsonAnswers: true } } as const;

/**
 * The security headers helmet would set, worked out once. They depend only on the configuration (no
 * nonces, no per-request values), yet the helmet plugin rebuilt its middleware, and re-parsed the
 * content security policy, on every response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * What a JSON answer needs (OWASP's advice for APIs): nothing in it may run, be framed, be sniffed
 * into another type or be read by another site, and personal data is never stored by a cache. The
 * page headers (script sources, prefetch, download options…) mean nothing to a JSON body, and on a
 * phone they were 700 bytes on every answer. Sniffing, cross-origin reads and HSTS stay as the page
 * set has them.
 */
function jsonHeaders(page: Record<string, string>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
    ...Object.fromEntries(kept.filter((name) => name in page).map((name) => [name, page[name]!])),
  };
}

/**
 * The powerful browser features the app never uses, turned off for its pages and anything they could
 * frame, so that an injected script cannot ask for them: no camera, microphone or location, no payment,
 * no device ports or motion sensors, no screen capture, no ad topics. What the app does use is left as
 * browsers have it: notifications, push and the service worker are not governed by this header, the share
 * buttons need `clipboard-write` and `web-share`, and the intro video plays full screen (`self`).
 * Features a browser does not know are left out (`interest-cohort`, `bluetooth`): Chromium logs an error
 * for each on every page, and a page must load without one.
 */
const unusedFeatures = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];
const permissionsPolicy = [...unusedFeatures.map((feature) => `${feature}=()`), 'fullscreen=(self)'].join(', ');

/** Every answer carries security headers: the page set, or the JSON set on routes marked `jsonAnswers`. */
export function sendSecurityHeaders(app: FastifyInstance, pageOptions: HelmetOptions) {
  const page = { ...securityHeaders(pageOptions), 'permissions-policy': permissionsPolicy };
  // Not on JSON answers: their CSP (default-src 'none') already lets nothing in them run, and the
  // gateway's answers stay as small as they were.
  const json = jsonHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.routeOptions.config.jsonAnswers ? json : page);
    done();
  });
}
