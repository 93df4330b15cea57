import { limitedAttempt } from '../auth/attemptCounters.js';
import { hashToken } from '../auth/tokens.js';
import { verifyPassword } from '../auth/passwords.js';
import type { RateLimitRule } from '../config.js';
import type { Db } from '../db/database.js';
import { Refusal } from '../domain/refusal.js';

/** A child's game account as the game knows it. */
export interface GameChild {
  user_id: number;
  login_name: string;
  real_name: string;
  family_id: number | null;
}

/**
 * Wrong guesses at a child's password through the game's door are counted under one key per login
 * name. A parent linking the account counts apart (families/children.ts), so a stranger's link
 * attempts never lock a child out of the game.
 */
export const childPasswordAttemptKey = (loginName: string) => `child-password:${loginName}`;

const childColumns = ['id', 'login_name', 'real_name', 'family_id'] as const;

function toGameChild(row: { id: number; login_name: string | null; real_name: string | null; family_id: number | null }): GameChild {
  return { user_id: row.id, login_name: row.login_name ?? '', real_name: row.real_name ?? '', family_id: row.family_id };
}

/**
 * The game checks a child's login name and password. An unknown name and a wrong password answer
 * alike (`invalid_login`), and wrong passwords are counted per login name before they are checked.
 */
export async function verifyChildLogin(
  db: Db,
  proof: { loginName: string; password: string },
  rule: RateLimitRule,
  now: number,
): Promise<GameChild> {
  const loginName = proof.loginName.trim().toLowerCase();
  const child = await limitedAttempt(db, childPasswordAttemptKey(loginName), rule, now, async () => {
    const row = await db
      .selectFrom('users')
      .select([...childColumns, 'password_hash'])
      .where('login_name', '=', loginName)
      .where('role', '=', 'child')
      .executeTakeFirst();
    // Checked even without such a child, so timing and answer are the same.
    const matches = await verifyPassword(row?.password_hash ?? null, proof.password);
    return row && matches ? row : null;
  });
  if (!child) throw new Refusal('invalid_login');
  return toGameChild(child);
}

/**
 * The game redeems a child's one-time login link (families/loginLinks.ts): in one statement, so of
 * many concurrent redeems exactly one succeeds.
 */
export async function redeemChildLoginLink(db: Db, token: string, now: number): Promise<GameChild> {
  const link = await db
    .updateTable('login_links')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('child_id')
    .executeTakeFirst();
  const child = link && (await db.selectFrom('users').select(childColumns).where('id', '=', link.child_id).executeTakeFirst());
  if (!child) throw new Refusal('invalid_or_expired_token');
  return toGameChild(child);
}
