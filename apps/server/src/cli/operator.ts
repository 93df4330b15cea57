import { createGameKey, GameKeyNameTakenError, gameKeyNamePattern, listGameKeys, revokeGameKey } from '../auth/gameKeys.js';
import { listOperators, setOperatorRole } from '../auth/operators.js';
import type { Db } from '../db/database.js';

const usage = [
  'Usage: npm run operator -- grant <email> | revoke <email> | list',
  '       npm run operator -- game-key create <name> | game-key list | game-key revoke <name>',
].join('\n');

const when = (epoch: number | null) => (epoch === null ? '-' : new Date(epoch * 1000).toISOString().replace('.000Z', 'Z'));

/** The partner game's API keys: made here (and shown once), listed, revoked. */
async function runGameKeyCommand(db: Db, [action, name]: string[], now: number): Promise<string> {
  if (action === 'list') {
    const keys = await listGameKeys(db);
    if (keys.length === 0) return 'No game API keys yet.';
    return keys
      .map(
        (key) =>
          `${key.name}  created ${when(key.created_at)}  last used ${when(key.last_used_at)}${key.revoked_at === null ? '' : `  revoked ${when(key.revoked_at)}`}`,
      )
      .join('\n');
  }
  if ((action !== 'create' && action !== 'revoke') || !name) throw new Error(usage);
  if (action === 'revoke') {
    if (!(await revokeGameKey(db, name, now))) throw new Error(`No live game API key named ${name}.`);
    return `The game API key ${name} is revoked; calls with it now answer 401.`;
  }
  if (!gameKeyNamePattern.test(name)) throw new Error('A key name is 2 to 40 lower-case letters, digits, dots, dashes or underscores.');
  try {
    const key = await createGameKey(db, name, now);
    return `The game API key ${name}:\n${key}\nGive it to the game's servers now: only its hash is kept, so it cannot be shown again.`;
  } catch (error) {
    if (error instanceof GameKeyNameTakenError) throw new Error(`A game API key named ${name} already exists.`);
    throw error;
  }
}

/**
 * Grants or revokes the operator role (only from this command line, never through the web), and
 * manages the game's API keys.
 */
export async function runOperatorCommand(db: Db, args: string[], now = Math.floor(Date.now() / 1000)): Promise<string> {
  if (args[0] === 'game-key') return runGameKeyCommand(db, args.slice(1), now);
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
