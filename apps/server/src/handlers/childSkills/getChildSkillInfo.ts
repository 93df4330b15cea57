import { findMember } from '../../db/members.js';
import { inLocale } from '../../domain/locale.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** The skills a child has learned, newest first, named in the reader's language where the game gave it; `range` (seconds) looks back only that far. */
export const getChildSkillInfo: Handler<'ChildSkills.getChildSkillInfo'> = async (input, { db, clock, caller, locale }) => {
  const child = await findMember(db, caller.familyId, input.child_id, 'child');
  if (!child) throw notFound();
  let query = db.selectFrom('child_skills').select(['name', 'name_zh', 'learned_at']).where('child_id', '=', child.id);
  if (input.range !== undefined) query = query.where('learned_at', '>=', clock.now() - input.range);
  const rows = await query.orderBy('learned_at', 'desc').orderBy('id', 'desc').execute();
  const skills = rows.map((row) => ({ name: inLocale(locale, row.name, row.name_zh), learned_at: row.learned_at }));
  return { child_id: child.id, skills };
};
