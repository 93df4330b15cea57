import { familyMessages } from '@t1d/contract';
import { familyMembers } from '../../db/members.js';
import { createInvitation } from '../../families/invitations.js';
import { refused } from '../../gateway/errors.js';
import type { Handler } from '../../gateway/context.js';

/** A parent invitation; without an e-mail it is a link for the inviter to share. */
export const create_parent: Handler<'ParentInviteHandler.create_parent'> = async (input, context) => {
  const email = input.invitee_email ?? null;
  if (email) {
    const member = await familyMembers(context.db, context.caller.familyId).select('id').where('email', '=', email).executeTakeFirst();
    if (member) throw refused(409, familyMessages.alreadyMember);
  }
  return createInvitation(context, { role: 'parent', inviteeEmail: email, childName: null });
};
