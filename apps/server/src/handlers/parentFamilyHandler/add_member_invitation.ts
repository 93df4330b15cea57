import { createInvitation, refuseExistingMember } from '../../families/invitations.js';
import type { Handler } from '../../gateway/context.js';
import { invitationMail } from '../../families/invitationMail.js';

export const add_member_invitation: Handler<'ParentFamilyHandler.add_member_invitation'> = async (input, context) => {
  const { db, clock, caller } = context;
  const role = input.role ?? 'parent';
  await refuseExistingMember(db, caller, input.invitee_email);
  const spec = { role, inviteeEmail: input.invitee_email, childName: role === 'child' ? (input.child_name ?? null) : null };
  return createInvitation(db, caller, spec, invitationMail(context), clock.now());
};
