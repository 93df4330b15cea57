import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressMatcher } from './ops/opsConfig.js';

const isLoopback = addressMatcher(['127.0.0.0/8', '::1']);

/**
 * A request that a proxy on this machine forwarded: it names a client in X-Forwarded-For and comes from
 * loopback. With TRUST_PROXY unset the server sees every such client as the proxy's own loopback
 * address, so they would share one rate-limit bucket and pass an address check meant for this machine
 * (/metrics): such a request is not from this machine, whatever its socket says.
 */
export function forwardedUntrusted(request: FastifyRequest, trustProxy: false | string[]): boolean {
  return trustProxy === false && request.headers['x-forwarded-for'] !== undefined;
}

/**
 * Warns once, at the first request a proxy on this machine forwards while TRUST_PROXY is unset: the
 * operator then knows why every family shares one address, and what to set. Only a proxy on this
 * machine: a client that writes X-Forwarded-For itself would otherwise get its own address named as
 * the proxy to trust.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: false | string[]): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', (request, _reply, done) => {
    if (!warned && forwardedUntrusted(request, trustProxy) && isLoopback(request.socket.remoteAddress ?? '')) {
      warned = true;
      request.log.warn(
        "Requests arrive through a proxy on this machine (X-Forwarded-For) but TRUST_PROXY is not set: every family is seen as one address, sharing its rate limits. Set TRUST_PROXY=loopback (or the proxy's address), README 'Putting it on the hospital's network'.",
      );
    }
    done();
  });
}
