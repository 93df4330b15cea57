import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { VerifiedIdentity } from './issuer.js';

/** Records that `identity` signs in as `userId`; a link another request just made counts as made. */
export async function linkIdentity(db: Db, userId: number, identity: Pick<VerifiedIdentity, 'issuer' | 'subject'>, now: number) {
  try {
    await db
      .insertInto('user_identities')
      .values({ user_id: userId, issuer: identity.issuer, subject: identity.subject, created_at: now })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

function linkedAccount(db: Db, identity: VerifiedIdentity) {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.issuer', '=', identity.issuer)
    .where('user_identities.subject', '=', identity.subject)
    .executeTakeFirst();
}

/**
 * The parent account a verified identity signs into (ADR 0014): the one already linked to it; else the
 * parent account with its e-mail, linked now, but only when the issuer says it verified that e-mail.
 * Null when it is someone new (or an unverified e-mail that matches an account, which is refused).
 */
export async function accountForIdentity(db: Db, identity: VerifiedIdentity, now: number): Promise<UserRow | null> {
  const linked = await linkedAccount(db, identity);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return null;
  const byEmail = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', identity.email)
    .where('role', '=', 'parent')
    .executeTakeFirst();
  if (!byEmail) return null;
  await linkIdentity(db, byEmail.id, identity, now);
  // Of two first sign-ins racing, both link the same account; a link to another account would win here.
  return (await linkedAccount(db, identity)) ?? null;
}
