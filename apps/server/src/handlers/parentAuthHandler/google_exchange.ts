import { finishGoogleSignIn } from '../../auth/google/googleSignIns.js';
import type { Handler } from '../../gateway/context.js';
import { signIn } from '../../auth/signIn.js';
import { googleStateCookie } from '../../auth/cookies.js';

/**
 * The issuer's answer to a Google sign-in: an account signs in (`exists: true`), or a new person gets a
 * short-lived ticket to finish signing up with. Either way the started sign-in is used up.
 * `account_linked` says this sign-in just linked an account someone made before with this e-mail
 * (ADR 0014): the app then shows its owner who else is in that family.
 */
export const google_exchange: Handler<'ParentAuthHandler.google_exchange'> = async (input, context) => {
  const browserKey = context.cookies.get(googleStateCookie);
  context.cookies.clear(googleStateCookie);
  const outcome = await finishGoogleSignIn(
    context,
    { code: input.code, state: input.state, iss: input.iss, browserKey, inviteCode: input.invite_code || undefined },
    context.clock.now(),
  );
  if (!outcome.exists) {
    return { exists: false, email: outcome.email, google_ticket: outcome.ticket, state: outcome.state };
  }
  const auth = await signIn(context, outcome.user);
  return { ...auth, exists: true, account_linked: outcome.accountLinked, state: outcome.state };
};
