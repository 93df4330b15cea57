import type { FastifyRequest } from 'fastify';
import { authenticateGameKey } from '../auth/gameKeys.js';
import { Refusal, tooManyAttempts } from '../domain/refusal.js';
import type { Services } from '../services.js';

// A key is `gk_` and 43 URL-safe characters; anything much longer is not worth hashing. The scheme is
// read in any case (RFC 9110 makes it case-insensitive), as the gateway reads it.
const bearer = /^Bearer +([A-Za-z0-9_-]{1,200})$/i;

/**
 * The key a game API call presents (`Authorization: Bearer <key>`), checked and counted against the
 * key's rate limit. Missing, unknown and revoked keys all answer 401 `Invalid API key`, and count
 * against the client address: past `gameUnknownKeysPerAddress` in a window, 429 instead. Only failures
 * count, so the game's servers, whose key is live, are never held up by a prober sharing their address.
 */
export async function keyOf(request: FastifyRequest, services: Services): Promise<{ id: number; name: string }> {
  const presented = bearer.exec(request.headers.authorization ?? '')?.[1];
  const key = presented ? await authenticateGameKey(services.db, presented, services.clock.now()) : null;
  const rules = services.config.rateLimits;
  if (!key) {
    const wait = await services.limiter.hit(`game-key-unknown:${request.ip}`, rules.gameUnknownKeysPerAddress);
    throw wait === null ? new Refusal('invalid_api_key') : tooManyAttempts(wait);
  }
  const wait = await services.limiter.hit(`game-key:${key.id}`, rules.gameRequestsPerKey);
  if (wait !== null) throw tooManyAttempts(wait);
  return key;
}
