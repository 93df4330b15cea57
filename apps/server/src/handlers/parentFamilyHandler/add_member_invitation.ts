import { createInvitation, refuseExistingMember } from '../../families/invitations.js';
import type { Handler } from '../../gateway/context.js';

export const add_member_invitation: Handler<'ParentFamilyHandler.add_member_invitation'> = async (input, context) => {
  const role = input.role ?? 'parent';
  await refuseExistingMember(context, input.invitee_email);
  return createInvitation(context, {
    role,
    inviteeEmail: input.invitee_email,
    childName: role === 'child' ? (input.child_name ?? null) : null,
  });
};
