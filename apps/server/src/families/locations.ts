import type { Db } from '../db/database.js';
import { fromFlag, toFlag } from '../db/flags.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { Refusal, fieldRefusal, notFound } from '../domain/refusal.js';

/** Refuses a location id that is not on the active list (field `location`). */
export async function assertActiveLocation(db: Db, locationId: number | undefined): Promise<void> {
  if (locationId === undefined) return;
  const known = await db.selectFrom('locations').select('id').where('id', '=', locationId).where('active', '=', 1).executeTakeFirst();
  if (!known) throw fieldRefusal('location_unknown', 'location', 'Unknown location');
}

interface LocationChange {
  /** Absent: a new location. */
  id?: number;
  name: string;
  sort_order?: number;
  active?: boolean;
}

/** Adds a location, or renames, reorders or retires one; retired ones stay on existing accounts. */
export async function saveLocation(db: Db, change: LocationChange) {
  try {
    const row = change.id
      ? await db
          .updateTable('locations')
          .set({
            name: change.name,
            ...(change.sort_order !== undefined && { sort_order: change.sort_order }),
            ...(change.active !== undefined && { active: toFlag(change.active) }),
          })
          .where('id', '=', change.id)
          .returningAll()
          .executeTakeFirst()
      : await db
          .insertInto('locations')
          .values({ name: change.name, sort_order: change.sort_order ?? 1000, active: toFlag(change.active ?? true) })
          .returningAll()
          .executeTakeFirstOrThrow();
    if (!row) throw notFound();
    return { ...row, active: fromFlag(row.active) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal('location_name_taken');
    throw error;
  }
}
