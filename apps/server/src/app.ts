import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { errorBody } from '@t1d/contract';
import type { CustomFetch } from 'openid-client';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import * as z from 'zod/mini';
import { createIdentityIssuer } from './auth/google/issuer.js';
import { createChatAssistant } from './chat/assistant.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { systemClock, type Clock } from './domain/clock.js';
import { Refusal } from './domain/refusal.js';
import { sendRefusal } from './gateway/errors.js';
import { registerGameApi } from './game-api/plugin.js';
import { RateLimiter } from './auth/rateLimiter.js';
import { registerChatStream } from './gateway/chatStream.js';
import { executeCommand } from './gateway/execute.js';
import { registerGateway } from './gateway/route.js';
import { registerLocaleRoute } from './gateway/localeRoute.js';
import { loggerOptions, OneLinePerRequest } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { createMetrics } from './ops/metrics.js';
import { registerOperations } from './ops/plugin.js';
import { startPush } from './push/plugin.js';
import { sendSecurityHeaders } from './securityHeaders.js';
import type { Services } from './services.js';
import { startWarnings } from './startWarnings.js';
import { warnOfUntrustedProxy } from './untrustedProxy.js';
import { pageFile, prerenderedDir, readPrerenderedPages } from './webApp/prerenderedPages.js';
import { readStartShells, startShellFor } from './webApp/signedInStart.js';
import { encodedPage, readServedDashboards, servedDashboardPage } from './webApp/servedDashboard.js';

export interface AppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Stands between the app and the OpenID Connect issuer (tests that tamper with the issuer's answers). */
  oidcFetch?: CustomFetch;
}

/**
 * Whether families reach the app over https (ADR 0037). Only then are its cookies Secure and its pages
 * ask for https (upgrade-insecure-requests, HSTS): on a plain-http address a browser drops a Secure
 * cookie and, told to upgrade, fetches every script over an https nobody serves, so the page is blank.
 */
export function servedOverHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // A refusal names the invalid fields' problems (docs/protocol.md); a check without words of its own is
  // worded in zod's English ("Too small: expected string to have >=1 characters"), which zod/mini, the
  // contract's build, leaves as "Invalid input" until it is set.
  z.config(z.locales.en());
  const { config, db } = options;
  const clock = options.clock ?? systemClock;
  const https = servedOverHttps(config.publicUrl);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    logController: new OneLinePerRequest(),
  });
  for (const warning of startWarnings(config)) app.log.warn(warning);

  sendSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https,
  });
  warnOfUntrustedProxy(app, config.trustProxy);
  // Cookies are read only by the few commands that use them (execute.ts), not parsed on every request.
  await app.register(cookie, { hook: false });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Refusal) return sendRefusal(reply, error);
    const known = error as { statusCode?: number; code?: string };
    if (known.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendRefusal(reply, new Refusal('body_too_large'));
    }
    if (known.statusCode === 400 || known.statusCode === 415) {
      return sendRefusal(reply, new Refusal('body_not_json'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody('internal_error'));
  });

  const metrics = createMetrics();
  registerOperations(app, { db, metrics, config: config.metrics, trustProxy: config.trustProxy });
  const services = {
    db,
    metrics,
    clock,
    config,
    limiter: new RateLimiter(db, clock),
    mailer: createMailer(config),
    identity: config.oidc ? createIdentityIssuer(config.oidc, { fetch: options.oidcFetch }) : null,
    chat: createChatAssistant(db, config),
    push: await startPush(app, { db, clock, config }),
  };
  await app.register(async (gatewayScope) => {
    // The dashboard's batch is 10 KB of JSON: on mobile data it goes compressed. Small answers (most
    // single commands) are sent as they are, where compressing would cost more than it saves.
    await gatewayScope.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
    registerGateway(gatewayScope, services, https);
  });
  await registerGameApi(app, services);
  registerChatStream(app, services);
  registerLocaleRoute(app, https);
  const introVideoUrl = config.introVideoUrl;
  if (introVideoUrl) {
    app.get('/media/ceo-intro.mp4', (_request, reply) => reply.redirect(introVideoUrl, 302));
  }
  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await serveWebApp(app, config.webDist, services, { google: services.identity !== null, https });
  } else {
    // Fastify's own 404 logs the raw address, and page addresses can carry one-time secrets.
    app.setNotFoundHandler((_request, reply) => sendRefusal(reply, new Refusal('not_found')));
  }
  return app;
}

/**
 * Whether an unknown address is one of the app's pages, answered with the shell. A missing file (an
 * old chunk, a file of a release the server has not been restarted with) is a 404: answered with the
 * shell it would be taken for code, and the service worker would keep that page as the file.
 */
export function wantsAppPage(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return method === 'GET' && !pathname.startsWith('/api/') && !pathname.startsWith('/assets/') && !/\.[a-z0-9]+$/i.test(pathname);
}

async function serveWebApp(app: FastifyInstance, root: string, services: Services, offers: { google: boolean; https: boolean }) {
  const prerendered = readPrerenderedPages(root);
  // Behind HTTPS browsers speak HTTP/2, where the start page's code can come beside the shell (ADR 0058).
  const startShells = offers.https ? readStartShells(root, prerendered) : null;
  // The family's dashboard drawn in its start page (ADR 0061).
  const servedDashboards = readServedDashboards(root, prerendered, (locale) => startShells?.byLocale.get(locale)?.html);
  if (servedDashboards) app.addHook('onClose', () => servedDashboards.renderer.close());
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like the others (below); the prerendered pages are sent only as pages.
    index: false,
    globIgnore: [`${prerenderedDir}/**`],
    // The build writes brotli and gzip copies of every text asset (apps/web/vite.config.ts); the
    // best one the browser accepts is sent, at no cost per request.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed bundles never change; the shell and the service worker must always be fresh.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (!wantsAppPage(request.method, request.url)) return sendRefusal(reply, new Refusal('not_found'));
    const page = {
      url: request.url,
      google: offers.google,
      cookies: request.headers.cookie ? app.parseCookie(request.headers.cookie) : {},
      acceptLanguage: request.headers['accept-language'],
    };
    // The same address answers by the cookies and language a request carries (a shared cache must know).
    if (prerendered) reply.header('vary', 'cookie, accept-language');
    const served = servedDashboards
      ? await servedDashboardPage(servedDashboards, {
          ...page,
          request,
          services,
          // Each read as the gateway answers it, for the caller of the persistent login.
          read: (payload, caller, locale) =>
            executeCommand({ request, reply, services, secureCookies: offers.https, payload, token: null, caller, locale }),
        })
      : null;
    if (served) {
      // The family's own figures: kept by no cache, shared or not.
      reply.header('cache-control', 'private, no-store');
      reply.header('vary', 'cookie, accept-language, accept-encoding');
      const { body, encoding } = encodedPage(served, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    }
    reply.header('cache-control', 'no-cache');
    const startShell = startShellFor(startShells, page);
    if (startShell) {
      reply.header('etag', startShell.etag);
      if (request.headers['if-none-match'] === startShell.etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(startShell.html);
    }
    return reply.sendFile(pageFile(prerendered, page));
  });
}
