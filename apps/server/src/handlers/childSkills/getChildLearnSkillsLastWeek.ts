import type { Handler } from '../../gateway/context.js';

const week = 7 * 24 * 3600;

/** Names of the skills any child of the family learned in the last seven days. */
export const getChildLearnSkillsLastWeek: Handler<'ChildSkills.getChildLearnSkillsLastWeek'> = async (_input, { db, clock, caller }) => {
  const rows = await db
    .selectFrom('child_skills')
    .innerJoin('users', 'users.id', 'child_skills.child_id')
    .select('child_skills.name')
    .distinct()
    .where('users.family_id', '=', caller.familyId)
    .where('child_skills.learned_at', '>', clock.now() - week)
    .orderBy('child_skills.name')
    .execute();
  return rows.map((row) => row.name);
};
