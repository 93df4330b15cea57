import { signUpWithGoogle } from '../../auth/google/googleSignUp.js';
import { Refusal } from '../../domain/refusal.js';
import { signUpParent } from '../../families/parents.js';
import type { Handler } from '../../gateway/context.js';
import { signIn } from '../../auth/signIn.js';

/**
 * A new parent: founds a family, or joins the one a parent invitation names; then signed in. With
 * `is_google_sso` the account is the Google ticket's (its e-mail, its identity linked).
 */
export const signup: Handler<'ParentAuthHandler.signup'> = async (input, context) => {
  const { db, config, clock } = context;
  let user;
  if (input.is_google_sso) {
    if (!context.identity) throw new Refusal('google_not_configured');
    user = await signUpWithGoogle(db, input, config.defaultTimeZone, clock.now());
  } else {
    // The schema lets the e-mail be left out only with `is_google_sso`.
    if (!input.email) throw new Refusal('validation_failed');
    user = await signUpParent(db, { ...input, email: input.email }, config.defaultTimeZone, clock.now());
  }
  return signIn(context, user, { persistentTokenInBody: input.persistent_token_in_body });
};
