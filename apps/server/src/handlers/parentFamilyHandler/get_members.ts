import { familyMembers, memberColumns, toFamilyMember } from '../../db/members.js';
import type { Handler } from '../../gateway/context.js';

export const get_members: Handler<'ParentFamilyHandler.get_members'> = async (input, { db, caller }) => {
  let query = familyMembers(db, caller.familyId).select(memberColumns);
  if (input.filter_role) query = query.where('role', '=', input.filter_role);
  const rows = await query.orderBy('role', 'desc').orderBy('id').execute();
  return { members: rows.map(toFamilyMember) };
};
