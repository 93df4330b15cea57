import { familyMessages } from '@t1d/contract';
import { hashPassword } from '../../auth/passwords.js';
import { assertActiveLocation } from '../../db/locations.js';
import { createChildAccount, LoginNameTakenError } from '../../families/children.js';
import { acceptInvitation, findOpenInvitation } from '../../families/invitations.js';
import { Refusal, fieldRefusal } from '../../domain/refusal.js';
import { displayName } from '../../domain/memberName.js';
import { notifyParents } from '../../notifications/notify.js';
import type { Handler } from '../../gateway/context.js';

/** A child sets up its own game account from a child invitation, and so joins that family. */
export const signUpChildINParentApp: Handler<'ParentAuthHandler.signUpChildINParentApp'> = async (input, { db, clock }) => {
  const now = clock.now();
  await assertActiveLocation(db, input.location);
  const invitation = await findOpenInvitation(db, input.invite_code, now);
  if (invitation?.role !== 'child') throw new Refusal('invite_invalid');
  if (invitation.inviter_email !== input.parent_email) {
    throw fieldRefusal('parent_email_mismatch', 'parent_email', familyMessages.parentEmailMismatch);
  }
  const taken = await db.selectFrom('users').select('id').where('login_name', '=', input.username).executeTakeFirst();
  if (taken) throw new Refusal('login_name_taken');

  const passwordHash = await hashPassword(input.password);
  try {
    const child = await db.transaction().execute(async (trx) => {
      const created = await createChildAccount(trx, {
        familyId: invitation.family_id,
        realName: invitation.child_name,
        loginName: input.username,
        passwordHash,
        locationId: input.location ?? null,
        now,
      });
      if (!(await acceptInvitation(trx, invitation.id, created.id, now, created.login_name))) {
        throw new Refusal('invite_invalid');
      }
      return created;
    });
    await notifyParents(db, {
      familyId: invitation.family_id,
      type: 'family',
      textKey: 'child_joined',
      params: { name: displayName(child) },
      now,
    });
    return { user_id: child.id, login_name: child.login_name ?? input.username };
  } catch (error) {
    if (error instanceof LoginNameTakenError) throw new Refusal('login_name_taken');
    throw error;
  }
};
