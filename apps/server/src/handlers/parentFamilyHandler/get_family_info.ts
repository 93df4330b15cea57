import { familyMembers } from '../../db/members.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const get_family_info: Handler<'ParentFamilyHandler.get_family_info'> = async (_input, { db, caller }) => {
  const family = await db
    .selectFrom('families')
    .select(['id', 'p_code', 'created_at'])
    .where('id', '=', caller.familyId)
    .executeTakeFirst();
  if (!family) throw notFound();
  const counts = await familyMembers(db, caller.familyId)
    .select((eb) => [
      eb.fn.countAll<number>().as('members'),
      eb.fn.sum<number>(eb.case().when('role', '=', 'child').then(1).else(0).end()).as('children'),
    ])
    .executeTakeFirstOrThrow();
  return {
    family_id: family.id,
    p_code: family.p_code,
    members_count: Number(counts.members),
    children_count: Number(counts.children ?? 0),
    created_at: family.created_at,
  };
};
