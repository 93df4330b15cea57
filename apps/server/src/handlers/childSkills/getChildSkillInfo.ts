import { findMember } from '../../db/members.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** The skills a child has learned, newest first; `range` (seconds) looks back only that far. */
export const getChildSkillInfo: Handler<'ChildSkills.getChildSkillInfo'> = async (input, { db, clock, caller }) => {
  const child = await findMember(db, caller.familyId, input.child_id, 'child');
  if (!child) throw notFound();
  let query = db.selectFrom('child_skills').select(['name', 'learned_at']).where('child_id', '=', child.id);
  if (input.range !== undefined) query = query.where('learned_at', '>=', clock.now() - input.range);
  const skills = await query.orderBy('learned_at', 'desc').orderBy('id', 'desc').execute();
  return { child_id: child.id, skills };
};
