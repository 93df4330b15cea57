import { renameMember } from '../../families/members.js';
import type { Handler } from '../../gateway/context.js';

export const update_child_real_name: Handler<'ParentFamilyHandler.update_child_real_name'> = (input, { db, caller }) =>
  renameMember(db, caller, { userId: input.child_id, role: 'child', realName: input.real_name });
