import { listOperators, setOperatorRole } from '../auth/operators.js';
import type { Db } from '../db/database.js';

const usage = 'Usage: npm run operator -- grant <email> | revoke <email> | list';

/** Grants or revokes the operator role; only from this command line, never through the web. */
export async function runOperatorCommand(db: Db, args: string[]): Promise<string> {
  const [action, rawEmail] = args;
  if (action === 'list') {
    const emails = await listOperators(db);
    return emails.length ? emails.join('\n') : 'No operators yet.';
  }
  if ((action !== 'grant' && action !== 'revoke') || !rawEmail) throw new Error(usage);
  const email = rawEmail.trim().toLowerCase();
  const grant = action === 'grant';
  const changed = await setOperatorRole(db, email, grant);
  if (changed === null) throw new Error(`No parent account with the e-mail ${email}.`);
  if (!changed) return `${email} ${grant ? 'is already' : 'is not'} an operator.`;
  return grant ? `${email} is now an operator.` : `${email} is no longer an operator.`;
}
