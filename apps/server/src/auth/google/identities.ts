import type { Db } from '../../db/database.js';
import { revokePendingInvitations } from '../../families/invitations.js';
import { forgetKnownToGame } from '../../integration/knownToGame.js';
import { revokeAllTokens } from '../sessions.js';
import type { UserRow } from '../../db/schema.js';
import { Refusal } from '../../domain/refusal.js';
import type { VerifiedIdentity } from './issuer.js';
import { inTransaction } from '../../db/transactions.js';

type Identity = Pick<VerifiedIdentity, 'issuer' | 'subject'>;

/**
 * Records that `identity` signs in as `userId`. True when this call made the link, false when it was
 * there already. An identity linked to another account is refused: one identity, one account. (No
 * unique-violation is raised and caught, so this is safe inside a PostgreSQL transaction.)
 */
export async function linkIdentity(db: Db, userId: number, identity: Identity, now: number): Promise<boolean> {
  const made = await db
    .insertInto('user_identities')
    .values({ user_id: userId, issuer: identity.issuer, subject: identity.subject, created_at: now })
    .onConflict((conflict) => conflict.columns(['issuer', 'subject']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return true;
  const owner = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', identity.issuer)
    .where('subject', '=', identity.subject)
    .executeTakeFirst();
  if (owner?.user_id !== userId) throw new Refusal('google_ticket_invalid');
  return false;
}

function linkedAccount(db: Db, identity: Identity) {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.id', 'user_identities.user_id')
    .selectAll('users')
    .where('user_identities.issuer', '=', identity.issuer)
    .where('user_identities.subject', '=', identity.subject)
    .executeTakeFirst();
}

/** The account a verified identity signs into, and whether this sign-in linked it by its e-mail just now. */
export interface IdentityAccount {
  user: UserRow;
  linkedNow: boolean;
}

/**
 * The parent account a verified identity signs into (ADR 0014): the one already linked to it; else the
 * parent account with its e-mail, linked now, but only when the issuer says it verified that e-mail.
 * Null when it is someone new (or an unverified e-mail that matches an account, which is refused).
 *
 * This app never verified the e-mail of a password account, so whoever made it may not own the
 * address. Linking it therefore, in one transaction, removes its password, ends every token the
 * account holds outright (sessions, persistent logins, device marks, one-time links: none survives by
 * having been made in the same second) and withdraws the family's pending invitations: an account
 * someone made in advance for another person's address does not stay open to them once its owner
 * arrives, through this app or through the partner game's links. The owner is then shown who else is in the family (the web app's family page).
 */
export async function accountForIdentity(db: Db, identity: VerifiedIdentity, now: number): Promise<IdentityAccount | null> {
  const linked = await linkedAccount(db, identity);
  if (linked) return { user: linked, linkedNow: false };
  if (!identity.email || !identity.emailVerified) return null;
  const byEmail = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', identity.email)
    .where('role', '=', 'parent')
    .executeTakeFirst();
  if (!byEmail) return null;
  return inTransaction(db, async (trx) => {
    // Linked to this account, now or by a racing sign-in a moment ago (linkIdentity refuses any other).
    if (!(await linkIdentity(trx, byEmail.id, identity, now))) return { user: byEmail, linkedNow: false };
    const user = await trx
      .updateTable('users')
      .set({ password_hash: null, password_updated_at: now })
      .where('id', '=', byEmail.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeAllTokens(trx, { now: () => now }, user.id);
    if (user.family_id !== null) {
      await revokePendingInvitations(trx, user.family_id, now);
      // What the game knew of this account came through its maker: the game's links into it stop until
      // the owner comes from the game again (integration/knownToGame.ts).
      await forgetKnownToGame(trx, user.family_id);
    }
    return { user, linkedNow: true };
  });
}
