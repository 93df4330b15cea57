import { randomBytes } from 'node:crypto';
import { appPaths, type Invitation } from '@t1d/contract';
import { reserveAttempt } from '../auth/attemptCounters.js';
import { hashToken } from '../auth/tokens.js';
import type { RateLimitRule } from '../config.js';
import type { Db } from '../db/database.js';
import { familyMembers } from '../db/members.js';
import { Refusal } from '../domain/refusal.js';
import { invitationLifetimeSeconds } from '../domain/invitations.js';
import { formatDay, type Locale } from '../domain/locale.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import type { Logger } from '../logger.js';
import { invitationEmail } from '../mail/invitationEmail.js';
import type { Mailer } from '../mail/mailer.js';

/** inv_ and 128 random bits in hex: matches ^inv_[A-Za-z0-9_]+$ and cannot be guessed. */
const newInviteCode = () => `inv_${randomBytes(16).toString('hex')}`;

interface NewInvitation {
  role: 'parent' | 'child';
  inviteeEmail: string | null;
  childName: string | null;
}

function inviteUrl(publicUrl: string, role: 'parent' | 'child', code: string, email: string | null): string {
  const url = new URL(role === 'child' ? appPaths.childSignup : appPaths.signup, publicUrl);
  url.searchParams.set('invite_code', code);
  if (role === 'parent' && email) url.searchParams.set('email', email);
  return url.toString();
}

/** What sending an invitation needs besides the database. */
export interface InvitationMail {
  /** Null when no SMTP server is configured: the parent shares the link instead. */
  mailer: Mailer | null;
  publicUrl: string;
  /** The inviter's language, which the e-mail is written in. */
  locale: Locale;
  log: Logger;
  /** How many invitations a parent, and a family, may issue in a day. */
  limits: { perParent: RateLimitRule; perFamily: RateLimitRule };
}

/**
 * Counts one invitation against the parent's and then the family's daily cap, each in one atomic
 * statement (reserveAttempt), so that simultaneous requests cannot all pass a check made before any
 * of them counted. The invitation e-mail goes out from the app's own sender to any address the
 * parent types: without a cap the app would relay mail for whoever signs up.
 */
async function countInvitation(db: Db, scope: FamilyScope, limits: InvitationMail['limits'], now: number): Promise<void> {
  for (const [key, rule] of [
    [`invitations:parent:${scope.userId}`, limits.perParent],
    [`invitations:family:${scope.familyId}`, limits.perFamily],
  ] as const) {
    const reservation = await reserveAttempt(db, key, rule, now);
    if (!reservation.allowed) throw new Refusal('too_many_invitations', { retryAfterSeconds: reservation.retryAfter });
  }
}

/** Issues an invitation into the caller's family and e-mails it when a mail server is configured. */
export async function createInvitation(
  db: Db,
  scope: FamilyScope,
  spec: NewInvitation,
  mail: InvitationMail,
  now: number,
): Promise<Invitation> {
  const { mailer, log, locale } = mail;
  await countInvitation(db, scope, mail.limits, now);
  const code = newInviteCode();
  const expiresAt = now + invitationLifetimeSeconds;
  await db
    .insertInto('invitations')
    .values({
      code_hash: hashToken(code),
      family_id: scope.familyId,
      role: spec.role,
      inviter_id: scope.userId,
      invitee_email: spec.inviteeEmail,
      child_name: spec.childName,
      child_login_name: null,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  const url = inviteUrl(mail.publicUrl, spec.role, code, spec.inviteeEmail);

  let emailSent = false;
  if (mailer && spec.inviteeEmail) {
    const inviter = await db.selectFrom('users').select('email').where('id', '=', scope.userId).executeTakeFirstOrThrow();
    try {
      const message = invitationEmail(
        {
          to: spec.inviteeEmail,
          inviterEmail: inviter.email ?? '',
          role: spec.role,
          childName: spec.childName,
          url,
          code,
          expiresOn: formatDay(expiresAt, locale),
        },
        locale,
      );
      await mailer.send(message);
      emailSent = true;
    } catch (error) {
      // The invitation stands; the parent is shown the link to share instead.
      log.error({ err: error }, 'invitation e-mail could not be sent');
    }
  }
  return {
    invite_code: code,
    invitee_email: spec.inviteeEmail,
    role: spec.role,
    child_name: spec.childName,
    child_login_name: null,
    expires_at: expiresAt,
    invite_url: url,
    email_sent: emailSent,
  };
}

/**
 * The invitation behind a code while it can still be used (not accepted, revoked or expired), with
 * the inviter's e-mail, which the sign-up pages show and the child sign-up checks.
 */
export function findOpenInvitation(db: Db, code: string, now: number) {
  return db
    .selectFrom('invitations')
    .innerJoin('users as inviter', 'inviter.id', 'invitations.inviter_id')
    .selectAll('invitations')
    .select('inviter.email as inviter_email')
    .where('invitations.code_hash', '=', hashToken(code))
    .where('invitations.accepted_at', 'is', null)
    .where('invitations.revoked_at', 'is', null)
    .where('invitations.expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Marks an invitation used by `userId`. The condition makes it single use under any concurrency:
 * of several transactions accepting one invitation, exactly one updates the row.
 */
export async function acceptInvitation(
  db: Db,
  invitationId: number,
  userId: number,
  now: number,
  childLoginName: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: now, accepted_by: userId, child_login_name: childLoginName })
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Refuses to invite an e-mail that already belongs to a member of the caller's family. */
export async function refuseExistingMember(db: Db, scope: FamilyScope, email: string): Promise<void> {
  const member = await familyMembers(db, scope.familyId).select('id').where('email', '=', email).executeTakeFirst();
  if (member) throw new Refusal('already_member');
}

/** Withdraws a pending invitation of the family; one already used (or withdrawn) stays as it is. */
export async function revokeInvitation(db: Db, scope: FamilyScope, invitationId: number, now: number): Promise<{ revoked: boolean }> {
  const invitation = await db
    .selectFrom('invitations')
    .select('id')
    .where('id', '=', invitationId)
    .where('family_id', '=', scope.familyId)
    .executeTakeFirst();
  if (!invitation) throw notFound();
  const result = await db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('id', '=', invitation.id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return { revoked: Number(result.numUpdatedRows) === 1 };
}

/** Withdraws every pending invitation of a family, or only those `inviterId` made; answers how many. */
export async function revokePendingInvitations(db: Db, familyId: number, now: number, inviterId?: number): Promise<number> {
  let update = db
    .updateTable('invitations')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null);
  if (inviterId !== undefined) update = update.where('inviter_id', '=', inviterId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
