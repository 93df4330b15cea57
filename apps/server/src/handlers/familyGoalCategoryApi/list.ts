import type { GoalCategory } from '@t1d/contract';
import { inLocale } from '../../domain/locale.js';
import type { Handler } from '../../gateway/context.js';

/** The five programme categories; all are top level (pid 0). */
export const list: Handler<'FamilyGoalCategoryApi.list'> = async (input, { db, locale }) => {
  if (input.pid !== undefined && input.pid !== 0) return { list: [] };
  const rows = await db
    .selectFrom('goal_categories')
    .selectAll()
    .orderBy('id')
    .limit(input.per_page)
    .offset((input.page - 1) * input.per_page)
    .execute();
  return {
    list: rows.map((row) => ({
      id: row.id as GoalCategory['id'],
      name: inLocale(locale, row.name, row.name_zh),
      icon: row.icon,
      pid: 0,
    })),
  };
};
