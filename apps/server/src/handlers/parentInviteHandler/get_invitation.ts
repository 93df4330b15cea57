import { findOpenInvitation } from '../../families/invitations.js';
import { Refusal } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const get_invitation: Handler<'ParentInviteHandler.get_invitation'> = async (input, { db, clock }) => {
  const invitation = await findOpenInvitation(db, input.invite_code, clock.now());
  // Unknown, used, revoked and expired codes all answer alike; the answer holds only what the sign-up page shows.
  if (!invitation) throw new Refusal('invite_not_found');
  return {
    invite_code: input.invite_code,
    role: invitation.role,
    inviter_email: invitation.inviter_email ?? '',
    child_name: invitation.child_name,
    expires_at: invitation.expires_at,
  };
};
