import { Refusal } from '../../domain/refusal.js';
import { signUpParent } from '../../families/parents.js';
import type { Handler } from '../../gateway/context.js';
import { signIn } from '../../gateway/signIn.js';

/** A new parent: founds a family, or joins the one a parent invitation names; then signed in. */
export const signup: Handler<'ParentAuthHandler.signup'> = async (input, context) => {
  if (input.is_google_sso) throw new Refusal('google_not_configured');
  const user = await signUpParent(context.db, input, context.config.defaultTimeZone, context.clock.now());
  return signIn(context, user, { persistentTokenInBody: input.persistent_token_in_body });
};
