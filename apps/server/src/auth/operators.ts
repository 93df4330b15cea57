import type { Db } from '../db/database.js';
import { fromFlag, toFlag } from '../db/flags.js';

/** The e-mails of every operator, in order. */
export async function listOperators(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('is_operator', '=', 1).orderBy('email').execute();
  return rows.map((row) => row.email ?? '');
}

/**
 * Grants or revokes the operator role of the parent with this e-mail (the command line is the only
 * door to it). Answers whether it changed, or null when there is no such parent.
 */
export async function setOperatorRole(db: Db, email: string, grant: boolean): Promise<boolean | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'is_operator'])
    .where('email', '=', email)
    .where('role', '=', 'parent')
    .executeTakeFirst();
  if (!user) return null;
  if (fromFlag(user.is_operator) === grant) return false;
  await db
    .updateTable('users')
    .set({ is_operator: toFlag(grant) })
    .where('id', '=', user.id)
    .execute();
  return true;
}
