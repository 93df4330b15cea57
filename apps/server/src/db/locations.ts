import { fieldRefusal } from '../domain/refusal.js';
import type { Db } from './database.js';

/** Refuses a location id that is not on the active list (field `location`). */
export async function assertActiveLocation(db: Db, locationId: number | undefined): Promise<void> {
  if (locationId === undefined) return;
  const known = await db
    .selectFrom('locations')
    .select('id')
    .where('id', '=', locationId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!known) throw fieldRefusal('location_unknown', 'location', 'Unknown location');
}
