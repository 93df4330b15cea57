import { renameMember } from '../../db/members.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const update_child_real_name: Handler<'ParentFamilyHandler.update_child_real_name'> = async (input, { db, caller }) => {
  const member = await renameMember(db, caller.familyId, input.child_id, 'child', input.real_name);
  if (!member) throw notFound();
  return member;
};
