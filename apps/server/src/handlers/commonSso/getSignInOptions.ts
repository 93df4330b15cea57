import type { Handler } from '../../gateway/context.js';

/** The Google button shows only with a configured issuer; 'Go Back to Game' without a callback opens the game. */
export const getSignInOptions: Handler<'CommonSso.getSignInOptions'> = async (_input, { identity, config }) => ({
  google: identity !== null,
  game_url: config.gameLoginUrl ?? '',
});
