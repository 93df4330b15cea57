import { familyMembers, memberColumns } from '../../db/family.js';
import { displayName } from '../../domain/memberName.js';
import type { Handler } from '../../gateway/context.js';

export const get_members: Handler<'ParentFamilyHandler.get_members'> = async (input, { db, caller }) => {
  let query = familyMembers(db, caller.familyId).select(memberColumns);
  if (input.filter_role) query = query.where('role', '=', input.filter_role);
  const rows = await query.orderBy('role', 'desc').orderBy('id').execute();
  return {
    members: rows.map((row) => ({
      user_id: row.id,
      login_name: row.login_name,
      real_name: row.real_name,
      name: displayName(row),
      role: row.role,
      is_child: row.role === 'child',
      avatar: null,
    })),
  };
};
