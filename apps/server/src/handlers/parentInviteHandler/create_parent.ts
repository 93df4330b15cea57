import { createInvitation, refuseExistingMember } from '../../families/invitations.js';
import type { Handler } from '../../gateway/context.js';

/** A parent invitation; without an e-mail it is a link for the inviter to share. */
export const create_parent: Handler<'ParentInviteHandler.create_parent'> = async (input, context) => {
  const email = input.invitee_email ?? null;
  if (email) await refuseExistingMember(context, email);
  return createInvitation(context, { role: 'parent', inviteeEmail: email, childName: null });
};
