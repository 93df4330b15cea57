import type { FastifyRequest } from 'fastify';
import { authenticateGameKey } from '../auth/gameKeys.js';
import { Refusal, tooManyAttempts } from '../domain/refusal.js';
import type { Services } from '../gateway/context.js';

// A key is `gk_` and 43 URL-safe characters; anything much longer is not worth hashing.
const bearer = /^Bearer +([A-Za-z0-9_-]{1,200})$/;

/**
 * The key a game API call presents (`Authorization: Bearer <key>`), checked and counted against the
 * key's rate limit. Missing, unknown and revoked keys all answer 401 `Invalid API key`.
 */
export async function keyOf(request: FastifyRequest, services: Services): Promise<{ id: number; name: string }> {
  const presented = bearer.exec(request.headers.authorization ?? '')?.[1];
  const key = presented ? await authenticateGameKey(services.db, presented, services.clock.now()) : null;
  if (!key) throw new Refusal('invalid_api_key');
  const wait = await services.limiter.hit(`game-key:${key.id}`, services.config.rateLimits.gameRequestsPerKey);
  if (wait !== null) throw tooManyAttempts(wait);
  return key;
}
