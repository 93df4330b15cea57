import { removeParent } from '../../families/removeParent.js';
import type { Handler } from '../../gateway/context.js';

/** Takes another parent out of the caller's family: the way an account's owner removes whoever its maker let in. */
export const remove_parent: Handler<'ParentFamilyHandler.remove_parent'> = async (input, { db, clock, caller }) => {
  await removeParent(db, caller, input.parent_id, clock.now());
  return null;
};
