import { toFamilyMember } from '../../db/members.js';
import { createChildAccount } from '../../families/children.js';
import type { Handler } from '../../gateway/context.js';
import { notifyParents } from '../../notifications/notify.js';

/** A child member with a readable login name and no password: the parent's login link signs it in. */
export const create_child: Handler<'ParentInviteHandler.create_child'> = async (input, { db, clock, caller }) => {
  const now = clock.now();
  const child = await createChildAccount(db, { familyId: caller.familyId, realName: input.child_name, now });
  const member = toFamilyMember(child);
  await notifyParents(db, { familyId: caller.familyId, except: caller.userId, type: 'family', textKey: 'child_joined', params: { name: member.name }, now });
  return member;
};
