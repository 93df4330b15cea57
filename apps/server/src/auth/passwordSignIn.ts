import type { RateLimitRule } from '../config.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { Refusal } from '../domain/refusal.js';
import { limitedAttempt } from './attemptCounters.js';
import { verifyPassword } from './passwords.js';

export interface PasswordAttempt {
  email: string;
  password: string;
  /**
   * The browser's own proof of an earlier sign-in (a device mark or a live persistent login), when it
   * has one: whose it is, and its token id. The owner's device is spared the e-mail's lock-out.
   */
  device: { userId: number; tokenId: number } | null;
}

/**
 * Checks a parent's e-mail and password under the lock-out policy (ADR 0012): each attempt is counted
 * before the password is verified and given back when it was right, so at most `rule.max` wrong
 * passwords are ever evaluated per window, however many arrive at once. Attempts count against the
 * e-mail, or, from a device this parent signed in on before, against that device alone.
 */
export async function checkPassword(db: Db, attempt: PasswordAttempt, rule: RateLimitRule, now: number): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', attempt.email).where('role', '=', 'parent').executeTakeFirst();
  const ownDevice = user && attempt.device?.userId === user.id ? attempt.device : null;
  const key = ownDevice ? `signin-device:${ownDevice.tokenId}` : `signin-email:${attempt.email}`;
  const signedIn = await limitedAttempt(db, key, rule, now, async () => {
    // The password is checked even for an unknown e-mail, so timing and answer are the same.
    const passwordMatches = await verifyPassword(user?.password_hash ?? null, attempt.password);
    return user && passwordMatches ? user : null;
  });
  if (!signedIn) throw new Refusal('sign_in_failed');
  return signedIn;
}
