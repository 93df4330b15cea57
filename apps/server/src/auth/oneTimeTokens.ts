import { appPaths, limits } from '@t1d/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { OneTimeTokenKind } from '../db/schema.js';
import { Refusal } from '../domain/refusal.js';
import { hashToken, newSecret } from './tokens.js';

/** How long each kind lives (docs/protocol.md): an SSO token 120 s, a parent login link as a child's. */
export const oneTimeTokenSeconds: Record<OneTimeTokenKind, number> = {
  sso: limits.ssoTokenSeconds,
  parent_login: limits.loginLinkMinutes * 60,
};

export type SsoAction = 'signin' | 'signup';

/**
 * A single-use secret bound to one parent: an SSO token for the game's callback, or a login link into
 * this app. Answered once; only its hash is stored.
 */
export async function mintOneTimeToken(
  db: Db,
  grant: { kind: OneTimeTokenKind; userId: number; action?: SsoAction },
  now: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = newSecret();
  const expiresAt = now + oneTimeTokenSeconds[grant.kind];
  await db
    .insertInto('one_time_tokens')
    .values({
      kind: grant.kind,
      user_id: grant.userId,
      token_hash: hashToken(token),
      action: grant.action ?? null,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Uses up a live token of `kind` in one statement, so of many concurrent redeems exactly one wins;
 * an unknown, used, expired or other-kind token, or one made before the user's password last
 * changed, is `invalid_or_expired_token`.
 */
export async function redeemOneTimeToken(
  db: Db,
  token: string,
  kind: OneTimeTokenKind,
  now: number,
): Promise<{ userId: number; action: SsoAction | null }> {
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    // As for sessions: a password change ends every token handed out before it.
    .where(({ eb, selectFrom }) =>
      eb(
        'created_at',
        '>=',
        selectFrom('users')
          .select(sql<number>`coalesce(users.password_updated_at, 0)`.as('changed_at'))
          .whereRef('users.id', '=', 'one_time_tokens.user_id'),
      ),
    )
    .returning(['user_id', 'action'])
    .executeTakeFirst();
  if (!row) throw new Refusal('invalid_or_expired_token');
  return { userId: row.user_id, action: row.action === 'signin' || row.action === 'signup' ? row.action : null };
}

/** Where a parent login link opens the app: the splash hands `token` on to /token-handler. */
export function parentLoginUrl(publicUrl: string, token: string): string {
  const url = new URL(appPaths.splash, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Mints a parent login link for a parent the caller has already checked may have one. */
export async function createParentLoginLink(
  db: Db,
  parentId: number,
  publicUrl: string,
  now: number,
): Promise<{ url: string; expires_at: number }> {
  const { token, expiresAt } = await mintOneTimeToken(db, { kind: 'parent_login', userId: parentId }, now);
  return { url: parentLoginUrl(publicUrl, token), expires_at: expiresAt };
}
