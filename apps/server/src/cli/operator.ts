import type { Db } from '../db/database.js';
import { fromFlag, toFlag } from '../db/flags.js';

const usage = 'Usage: npm run operator -- grant <email> | revoke <email> | list';

/** Grants or revokes the operator role; only from this command line, never through the web. */
export async function runOperatorCommand(db: Db, args: string[]): Promise<string> {
  const [action, rawEmail] = args;
  if (action === 'list') {
    const rows = await db.selectFrom('users').select('email').where('is_operator', '=', 1).orderBy('email').execute();
    return rows.length ? rows.map((row) => row.email).join('\n') : 'No operators yet.';
  }
  if ((action !== 'grant' && action !== 'revoke') || !rawEmail) throw new Error(usage);
  const email = rawEmail.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .select(['id', 'is_operator'])
    .where('email', '=', email)
    .where('role', '=', 'parent')
    .executeTakeFirst();
  if (!user) throw new Error(`No parent account with the e-mail ${email}.`);
  const grant = action === 'grant';
  if (fromFlag(user.is_operator) === grant) {
    return `${email} ${grant ? 'is already' : 'is not'} an operator.`;
  }
  await db.updateTable('users').set({ is_operator: toFlag(grant) }).where('id', '=', user.id).execute();
  return grant ? `${email} is now an operator.` : `${email} is no longer an operator.`;
}
