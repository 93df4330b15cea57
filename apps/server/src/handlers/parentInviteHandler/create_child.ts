import { toFamilyMember } from '../../db/members.js';
import { createChildAccount } from '../../families/children.js';
import type { Handler } from '../../gateway/context.js';

/** A child member with a readable login name and no password: the parent's login link signs it in. */
export const create_child: Handler<'ParentInviteHandler.create_child'> = async (input, { db, clock, caller }) => {
  const child = await createChildAccount(db, { familyId: caller.familyId, realName: input.child_name, now: clock.now() });
  return toFamilyMember(child);
};
