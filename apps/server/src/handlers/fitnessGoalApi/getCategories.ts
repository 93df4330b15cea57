import { inLocale } from '../../domain/locale.js';
import type { Handler } from '../../gateway/context.js';

export const getCategories: Handler<'FitnessGoalApi.getCategories'> = async (_input, { db, locale }) => {
  const rows = await db.selectFrom('fitness_categories').selectAll().orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: inLocale(locale, row.name, row.name_zh), icon: row.icon, color: row.color }));
};
