import { familyMessages } from '@t1d/contract';
import { familyMembers } from '../../db/members.js';
import { createInvitation } from '../../families/invitations.js';
import { refused } from '../../gateway/errors.js';
import type { Handler } from '../../gateway/context.js';

export const add_member_invitation: Handler<'ParentFamilyHandler.add_member_invitation'> = async (input, context) => {
  const role = input.role ?? 'parent';
  const member = await familyMembers(context.db, context.caller.familyId)
    .select('id')
    .where('email', '=', input.invitee_email)
    .executeTakeFirst();
  if (member) throw refused(409, familyMessages.alreadyMember);
  return createInvitation(context, {
    role,
    inviteeEmail: input.invitee_email,
    childName: role === 'child' ? (input.child_name ?? null) : null,
  });
};
