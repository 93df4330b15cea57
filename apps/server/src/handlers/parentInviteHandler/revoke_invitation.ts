import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Withdraws a pending invitation; one already used (or withdrawn) stays as it is. */
export const revoke_invitation: Handler<'ParentInviteHandler.revoke_invitation'> = async (input, { db, clock, caller }) => {
  const invitation = await db
    .selectFrom('invitations')
    .select('id')
    .where('id', '=', input.invitation_id)
    .where('family_id', '=', caller.familyId)
    .executeTakeFirst();
  if (!invitation) throw notFound();
  const result = await db
    .updateTable('invitations')
    .set({ revoked_at: clock.now() })
    .where('id', '=', invitation.id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return { revoked: Number(result.numUpdatedRows) === 1 };
};
