import { inLocale } from '../../domain/locale.js';
import type { Handler } from '../../gateway/context.js';

const week = 7 * 24 * 3600;
// Built once per language: a collator costs far more to make than to use.
const collators = { en: new Intl.Collator('en'), zh: new Intl.Collator('zh-CN') };

/** Names of the skills any child of the family learned in the last seven days, each once, in the reader's language where the game gave it. */
export const getChildLearnSkillsLastWeek: Handler<'ChildSkills.getChildLearnSkillsLastWeek'> = async (
  _input,
  { db, clock, caller, locale },
) => {
  const rows = await db
    .selectFrom('child_skills')
    .innerJoin('users', 'users.id', 'child_skills.child_id')
    .select(['child_skills.name', 'child_skills.name_zh'])
    .distinct()
    .where('users.family_id', '=', caller.familyId)
    .where('child_skills.learned_at', '>', clock.now() - week)
    .execute();
  const names = new Set(rows.map((row) => inLocale(locale, row.name, row.name_zh)));
  // Sorted here rather than in SQL, so both engines (and both languages) give the same order.
  return [...names].sort(collators[locale].compare);
};
