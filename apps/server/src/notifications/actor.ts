import type { Db } from '../db/database.js';
import { displayName } from '../domain/memberName.js';

/** How a parent is named in a notification to the rest of the family. */
export async function actorName(db: Db, userId: number): Promise<string> {
  const user = await db.selectFrom('users').select(['real_name', 'login_name', 'email']).where('id', '=', userId).executeTakeFirst();
  return user ? displayName(user) : '';
}
