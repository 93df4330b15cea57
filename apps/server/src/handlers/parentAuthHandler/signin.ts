import { verifyPassword } from '../../auth/passwords.js';
import { signIn } from '../../gateway/signIn.js';
import { Refusal, tooManyAttempts } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const signin: Handler<'ParentAuthHandler.signin'> = async (input, context) => {
  const { db, limiter, config } = context;
  const failureKey = `signin-failures:${input.email}`;
  const rule = config.rateLimits.signinFailuresPerEmail;
  const wait = limiter.retryAfter(failureKey, rule);
  if (wait !== null) throw tooManyAttempts(wait);

  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).where('role', '=', 'parent').executeTakeFirst();
  // The password is checked even for an unknown e-mail, so timing and answer are the same.
  const passwordMatches = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !passwordMatches) {
    limiter.hit(failureKey, rule);
    throw new Refusal('sign_in_failed');
  }
  return signIn(context, user);
};
