import { mintOneTimeToken } from '../../auth/oneTimeTokens.js';
import { allowedCallback, gameReturnUrl } from '../../domain/gameCallback.js';
import { Refusal } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/**
 * 'Go Back to Game': the callback, on the allow-list, with a one-time SSO token for this parent (never
 * the session token) that the game's server redeems through /api/game/v1/sso/redeem.
 */
export const createGameReturn: Handler<'CommonSso.createGameReturn'> = async (input, { config, db, caller, clock }) => {
  const callback = allowedCallback(input.callback_url, config.allowedOrigins);
  if (!callback) throw new Refusal('callback_not_allowed');
  const { token, expiresAt } = await mintOneTimeToken(db, { kind: 'sso', userId: caller.userId, action: input.action }, clock.now());
  return { url: gameReturnUrl(callback, token, input.action), expires_at: expiresAt };
};
