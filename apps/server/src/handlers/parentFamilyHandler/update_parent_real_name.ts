import { renameMember } from '../../families/members.js';
import type { Handler } from '../../gateway/context.js';

export const update_parent_real_name: Handler<'ParentFamilyHandler.update_parent_real_name'> = (input, { db, caller }) =>
  renameMember(db, caller, { userId: input.parent_id, role: 'parent', realName: input.real_name });
