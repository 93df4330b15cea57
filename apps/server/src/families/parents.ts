import type * as z from 'zod/mini';
import { authMessages, type signupInput } from '@t1d/contract';
import { newReadableCode } from '../auth/codes.js';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/database.js';
import type { UserRow } from '../db/schema.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { displayName } from '../domain/memberName.js';
import { Refusal, fieldRefusal } from '../domain/refusal.js';
import { versionKeyForCampaign } from '../homeConfig/versionKeys.js';
import { notifyParents } from '../notifications/notify.js';
import { acceptInvitation, findOpenInvitation } from './invitations.js';
import { assertActiveLocation } from './locations.js';
import { inTransaction } from '../db/transactions.js';

/** A new family; its days start at midnight in `timeZone`. */
export async function foundFamily(db: Db, timeZone: string, now: number): Promise<number> {
  const family = await db
    .insertInto('families')
    .values({ p_code: newReadableCode('F'), created_at: now, time_zone: timeZone })
    .returning('id')
    .executeTakeFirstOrThrow();
  return family.id;
}

export interface NewParent {
  email: string;
  passwordHash: string;
  realName?: string | null;
  hospital?: string | null;
  campaign?: string | null;
  locationId?: number | null;
}

/** A parent account in a family, on the dashboard version of its campaign (ADR 0018). */
export async function createParentAccount(db: Db, familyId: number, parent: NewParent, now: number): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      family_id: familyId,
      role: 'parent',
      email: parent.email,
      password_hash: parent.passwordHash,
      password_updated_at: now,
      real_name: parent.realName ?? null,
      p_code: newReadableCode('P'),
      hospital: parent.hospital || null,
      campaign: parent.campaign || null,
      webapp_version_key: await versionKeyForCampaign(db, parent.campaign),
      location_id: parent.locationId ?? null,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type ParentSignUp = Omit<z.output<typeof signupInput>, 'is_google_sso' | 'google_ticket' | 'email'> & { email: string };

/** Work that belongs to the new account's own transaction (a Google sign-up uses its ticket and links its identity). */
export type WithNewParent = (trx: Db, parent: UserRow) => Promise<void>;

/**
 * A new parent: founds a family (in the device's time zone, else `defaultTimeZone`), or joins the one
 * a parent invitation names, which is then used up and its inviter told.
 */
export async function signUpParent(
  db: Db,
  input: ParentSignUp,
  defaultTimeZone: string,
  now: number,
  withNewParent?: WithNewParent,
): Promise<UserRow> {
  await assertActiveLocation(db, input.location);
  const invitation = input.invite_code ? await findOpenInvitation(db, input.invite_code, now) : null;
  if (input.invite_code && invitation?.role !== 'parent') throw new Refusal('invite_invalid');
  // An invitation addressed to an e-mail is that person's; a code-only invitation is open to whoever holds it.
  if (invitation?.invitee_email && invitation.invitee_email.toLowerCase() !== input.email) {
    throw fieldRefusal('invite_for_other_email', 'email', authMessages.inviteForOtherEmail);
  }
  // Every account already belongs to a family, so with an invitation an existing e-mail means a second family.
  const taken = invitation ? 'already_in_family' : 'email_taken';
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (existing) throw new Refusal(taken);

  const parent = {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    hospital: input.hospital,
    campaign: input.campaign,
    locationId: input.location,
  };
  try {
    return await inTransaction(db, async (trx) => {
      const familyId = invitation?.family_id ?? (await foundFamily(trx, input.time_zone ?? defaultTimeZone, now));
      const created = await createParentAccount(trx, familyId, parent, now);
      await withNewParent?.(trx, created);
      if (invitation) {
        // Of two sign-ups racing for one invitation, the second finds it used and is rolled back whole.
        if (!(await acceptInvitation(trx, invitation.id, created.id, now))) throw new Refusal('invite_invalid');
        await notifyParents(trx, {
          familyId,
          to: [invitation.inviter_id],
          type: 'family',
          textKey: 'invitation_accepted',
          params: { name: displayName(created) },
          now,
        });
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(taken);
    throw error;
  }
}
