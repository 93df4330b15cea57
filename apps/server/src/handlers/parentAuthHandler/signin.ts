import { checkPassword } from '../../auth/passwordSignIn.js';
import type { Handler } from '../../gateway/context.js';
import { deviceOf, signIn } from '../../auth/signIn.js';

export const signin: Handler<'ParentAuthHandler.signin'> = async (input, context) => {
  const device = await deviceOf(context);
  const attempt = { email: input.email, password: input.password, device };
  const user = await checkPassword(context.db, attempt, context.config.rateLimits.signinFailuresPerEmail, context.clock.now());
  return signIn(context, user, { persistentTokenInBody: input.persistent_token_in_body, device });
};
