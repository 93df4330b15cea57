import { timingSafeEqual } from 'node:crypto';
import { errorBody } from '@t1d/contract';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { migrationsDone } from '../db/migrate.js';
import { jsonAnswers } from '../securityHeaders.js';
import type { Metrics } from './metrics.js';
import { addressMatcher, type MetricsConfig } from './opsConfig.js';
import { forwardedUntrusted } from '../untrustedProxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process was asked to stop: /api/ready answers 503 so the load balancer sends no more. */
    draining: boolean;
    /** This process's Prometheus metrics. */
    metrics: Metrics;
  }
}

/** The gateway's routes: their answers are counted command by command, errors included. */
const gatewayRoutes = new Set(['/api/gateway', '/api/gateway/batch']);

/**
 * What a load balancer and a monitoring server ask of this process (ADR 0024): /api/health (the
 * process answers), /api/ready (it can serve: the database answers and is migrated, and it is not
 * stopping) and /metrics, for the configured addresses or the metrics token only.
 */
export function registerOperations(
  app: FastifyInstance,
  deps: { db: Db; metrics: Metrics; config: MetricsConfig; trustProxy: false | string[] },
) {
  const { db, metrics } = deps;
  app.decorate('draining', false);
  app.decorate('metrics', metrics);

  // A callback hook: every answer runs it.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000, gatewayRoutes.has(route));
    done();
  });

  // Answers sent while stopping close their connection, so no client keeps the process waiting.
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (app.draining) reply.header('connection', 'close');
    done();
  });

  app.get('/api/health', jsonAnswers, async () => ({ status: 'ok' }));

  app.get('/api/ready', jsonAnswers, async (request, reply) => {
    if (app.draining) return reply.status(503).send({ status: 'stopping' });
    try {
      await sql`select 1`.execute(db);
      if (!(await migrationsDone(db))) return reply.status(503).send({ status: 'migrating' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.status(503).send({ status: 'database_unreachable' });
    }
    return { status: 'ready' };
  });

  const allowed = addressMatcher(deps.config.allow);
  // A request a proxy forwarded without TRUST_PROXY comes from the proxy's address, not the client's.
  const fromAllowedAddress = (request: FastifyRequest) => allowed(request.ip) && !forwardedUntrusted(request, deps.trustProxy);
  app.get('/metrics', async (request, reply) => {
    if (!metricsAccess(request, deps.config.token, fromAllowedAddress)) return notFound(reply);
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody('not_found'));
}

/**
 * A request with a bearer token is judged by the token alone; without one, by its address. Whoever
 * may not read is answered as if /metrics did not exist, a wrong token included: a 401 would tell a
 * prober that the address is real and takes a token worth guessing.
 */
function metricsAccess(request: FastifyRequest, token: string | null, fromAllowedAddress: (request: FastifyRequest) => boolean): boolean {
  const presented = /^Bearer +(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (presented !== undefined) return token !== null && sameText(presented, token);
  return fromAllowedAddress(request);
}

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}
