import { renameMember } from '../../db/members.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Any parent of the family may correct a parent's name, their own included. */
export const update_parent_real_name: Handler<'ParentFamilyHandler.update_parent_real_name'> = async (input, { db, caller }) => {
  const member = await renameMember(db, caller.familyId, input.parent_id, 'parent', input.real_name);
  if (!member) throw notFound();
  return member;
};
