import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { fromFlag } from '../db/flags.js';
import { preparedQuery } from '../db/preparedQuery.js';
import type { AuthTokensTable } from '../db/schema.js';
import type { Clock } from '../domain/clock.js';
import { forgetDevicesOf, forgetDevicesOfLogins } from '../push/subscriptions.js';
import { hashToken, newSecret } from './tokens.js';

export interface Caller {
  userId: number;
  familyId: number;
  /** The family's IANA time zone: its days start at local midnight (ADR 0006). */
  familyTimeZone: string;
  tokenId: number;
  /** The persistent login this session was opened with, if any: signing out ends it too. */
  persistentId: number | null;
  isOperator: boolean;
}

type Kind = AuthTokensTable['kind'];

/** Stores a new token of `kind` (a session may name the persistent login it came from) and answers it with its id. */
export async function issueToken(db: Db, clock: Clock, config: Config, userId: number, kind: Kind, persistentId: number | null = null) {
  const token = newSecret();
  const now = clock.now();
  const ttl = kind === 'session' ? config.sessionTtlSeconds : config.persistentTtlSeconds;
  const row = await db
    .insertInto('auth_tokens')
    .values({ user_id: userId, kind, token_hash: hashToken(token), created_at: now, expires_at: now + ttl, persistent_id: persistentId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id };
}

/** Every authenticated call runs this look-up first: built once, run with each call's values. */
const liveTokenRow = preparedQuery((db: Db, tokenHash: string, kind: Kind, now: number) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .innerJoin('families', 'families.id', 'users.family_id')
    // A session opened from a persistent login ends with it, even one opened in the instant it was
    // revoked (a sign-out everywhere racing a page that restored its session).
    .leftJoin('auth_tokens as persistent', 'persistent.id', 'auth_tokens.persistent_id')
    .select([
      'auth_tokens.id as token_id',
      'auth_tokens.created_at',
      'auth_tokens.persistent_id',
      'users.id as user_id',
      'users.family_id',
      'users.is_operator',
      'users.role',
      'users.password_updated_at',
      'families.time_zone as family_time_zone',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.kind', '=', kind)
    .where('auth_tokens.revoked_at', 'is', null)
    .where('persistent.revoked_at', 'is', null)
    .where('auth_tokens.expires_at', '>', now),
);

/**
 * The live token of this kind, with its user and the user's family time zone (read here, with the
 * token, so that no handler queries it again); null when unknown, expired or revoked.
 */
export async function findLiveToken(db: Db, clock: Clock, token: string, kind: Kind) {
  const [row] = await liveTokenRow(db, hashToken(token), kind, clock.now());
  // Only parents (who always have a family) hold app sessions, and a password change ends every
  // token issued before it.
  if (!row || row.role !== 'parent' || row.family_id === null) return null;
  if (row.password_updated_at !== null && row.created_at < row.password_updated_at) return null;
  return { ...row, family_id: row.family_id };
}

export async function resolveCaller(db: Db, clock: Clock, token: string, kind: Kind = 'session'): Promise<Caller | null> {
  const row = await findLiveToken(db, clock, token, kind);
  if (!row) return null;
  return {
    userId: row.user_id,
    familyId: row.family_id,
    familyTimeZone: row.family_time_zone,
    tokenId: row.token_id,
    persistentId: row.persistent_id,
    isOperator: fromFlag(row.is_operator),
  };
}

/** Ends these tokens; the push devices registered under them stop hearing from the family (ADR 0021). */
export async function revokeToken(db: Db, clock: Clock, ...tokenIds: number[]): Promise<void> {
  if (tokenIds.length === 0) return;
  await forgetDevicesOfLogins(db, tokenIds);
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: clock.now() })
    .where('id', 'in', tokenIds)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every token the user holds, of every kind (sessions, persistent logins, device marks) and their
 * unused one-time links, outright: never by comparing times, which a token made in the same second
 * would survive.
 */
export async function revokeAllTokens(db: Db, clock: Clock, userId: number): Promise<void> {
  const now = clock.now();
  await forgetDevicesOf(db, userId);
  await db.updateTable('auth_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('one_time_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
