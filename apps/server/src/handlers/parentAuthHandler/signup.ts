import { newReadableCode } from '../../auth/codes.js';
import { hashPassword } from '../../auth/passwords.js';
import { signedIn } from '../../auth/signedIn.js';
import { assertActiveLocation } from '../../db/locations.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { acceptInvitation, findOpenInvitation } from '../../families/invitations.js';
import { Refusal } from '../../domain/refusal.js';
import { displayName } from '../../domain/memberName.js';
import { notifyParents } from '../../notifications/notify.js';
import type { Handler } from '../../gateway/context.js';

/** A new parent: founds a family, or joins the one a parent invitation names. */
export const signup: Handler<'ParentAuthHandler.signup'> = async (input, context) => {
  const { db, clock } = context;
  const now = clock.now();
  if (input.is_google_sso) throw new Refusal('google_not_configured');
  await assertActiveLocation(db, input.location);
  const invitation = input.invite_code ? await findOpenInvitation(db, input.invite_code, now) : null;
  if (input.invite_code && invitation?.role !== 'parent') throw new Refusal('invite_invalid');
  // Every account already belongs to a family, so with an invitation an existing e-mail means a second family.
  const taken = invitation ? 'already_in_family' : 'email_taken';
  const existing = await db.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
  if (existing) throw new Refusal(taken);

  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction().execute(async (trx) => {
      const familyId =
        invitation?.family_id ??
        (await trx.insertInto('families').values({ p_code: newReadableCode('F'), created_at: now, time_zone: input.time_zone ?? context.config.defaultTimeZone }).returning('id').executeTakeFirstOrThrow()).id;
      const created = await trx
        .insertInto('users')
        .values({
          family_id: familyId,
          role: 'parent',
          email: input.email,
          password_hash: passwordHash,
          password_updated_at: now,
          p_code: newReadableCode('P'),
          hospital: input.hospital || null,
          campaign: input.campaign || null,
          location_id: input.location ?? null,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Of two sign-ups racing for one invitation, the second finds it used and is rolled back whole.
      if (invitation && !(await acceptInvitation(trx, invitation.id, created.id, now))) {
        throw new Refusal('invite_invalid');
      }
      return created;
    });
    if (invitation) {
      await notifyParents(db, {
        familyId: invitation.family_id,
        to: [invitation.inviter_id],
        type: 'family',
        textKey: 'invitation_accepted',
        params: { name: displayName(user) },
        now,
      });
    }
    return await signedIn(context, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(taken);
    throw error;
  }
};
