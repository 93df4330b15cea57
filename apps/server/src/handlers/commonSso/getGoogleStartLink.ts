import { limits } from '@t1d/contract';
import { startGoogleSignIn } from '../../auth/google/googleSignIns.js';
import { googleStateCookie } from '../../auth/cookies.js';
import type { Handler } from '../../gateway/context.js';

/** The issuer's authorization address for a Google sign-in that returns to this app's Google page. */
export const getGoogleStartLink: Handler<'CommonSso.getGoogleStartLink'> = async (input, context) => {
  const started = await startGoogleSignIn(context, { state: input.state, redirectUri: input.redirect_uri }, context.clock.now());
  context.cookies.set(googleStateCookie, started.browserKey, limits.googleLoginMinutes * 60);
  return started.url;
};
