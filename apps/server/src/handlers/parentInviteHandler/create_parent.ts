import { createInvitation, refuseExistingMember } from '../../families/invitations.js';
import type { Handler } from '../../gateway/context.js';
import { invitationMail } from '../../families/invitationMail.js';

/** A parent invitation; without an e-mail it is a link for the inviter to share. */
export const create_parent: Handler<'ParentInviteHandler.create_parent'> = async (input, context) => {
  const { db, clock, caller } = context;
  const email = input.invitee_email ?? null;
  if (email) await refuseExistingMember(db, caller, email);
  return createInvitation(db, caller, { role: 'parent', inviteeEmail: email, childName: null }, invitationMail(context), clock.now());
};
