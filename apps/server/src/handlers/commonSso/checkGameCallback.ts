import { allowedCallback } from '../../domain/gameCallback.js';
import { Refusal } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Lets the sign-up page refuse a game link with a foreign callback before the parent does anything. */
export const checkGameCallback: Handler<'CommonSso.checkGameCallback'> = async (input, { config }) => {
  const callback = allowedCallback(input.callback_url, config.allowedOrigins);
  if (!callback) throw new Refusal('callback_not_allowed');
  return { origin: callback.origin };
};
