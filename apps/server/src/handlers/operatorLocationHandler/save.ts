import { fromFlag, toFlag } from '../../db/flags.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { Refusal, notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Adds a location, or renames, reorders or retires one; retired ones stay on existing accounts. */
export const save: Handler<'OperatorLocationHandler.save'> = async (input, { db }) => {
  try {
    const row = input.id
      ? await db
          .updateTable('locations')
          .set({
            name: input.name,
            ...(input.sort_order !== undefined && { sort_order: input.sort_order }),
            ...(input.active !== undefined && { active: toFlag(input.active) }),
          })
          .where('id', '=', input.id)
          .returningAll()
          .executeTakeFirst()
      : await db
          .insertInto('locations')
          .values({ name: input.name, sort_order: input.sort_order ?? 1000, active: toFlag(input.active ?? true) })
          .returningAll()
          .executeTakeFirstOrThrow();
    if (!row) throw notFound();
    return { ...row, active: fromFlag(row.active) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('location_name_taken');
    throw error;
  }
};
