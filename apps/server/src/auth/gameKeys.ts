import type { Db } from '../db/database.js';
import { isUniqueViolation } from '../db/uniqueViolation.js';
import { hashToken, newSecret } from './tokens.js';

/** How an operator names a key: what the key is for, e.g. "game-production". */
export const gameKeyNamePattern = /^[a-z0-9][a-z0-9._-]{1,39}$/;

export interface GameKeySummary {
  name: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export class GameKeyNameTakenError extends Error {}

/**
 * Makes a key for the partner game's servers and answers it: the only time it exists outside the
 * game's own configuration, since only its hash is stored.
 */
export async function createGameKey(db: Db, name: string, now: number): Promise<string> {
  const key = `gk_${newSecret()}`;
  try {
    await db
      .insertInto('game_api_keys')
      .values({ name, key_hash: hashToken(key), created_at: now })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new GameKeyNameTakenError(name);
    throw error;
  }
  return key;
}

/** Every key by name, live or revoked, without anything that could be used as one. */
export async function listGameKeys(db: Db): Promise<GameKeySummary[]> {
  return db.selectFrom('game_api_keys').select(['name', 'created_at', 'last_used_at', 'revoked_at']).orderBy('name').execute();
}

/** One key by name, without anything that could be used as one. */
export async function gameKeyByName(db: Db, name: string): Promise<GameKeySummary | undefined> {
  return db
    .selectFrom('game_api_keys')
    .select(['name', 'created_at', 'last_used_at', 'revoked_at'])
    .where('name', '=', name)
    .executeTakeFirst();
}

/** Revokes the key `name`; answers false when there is no such live key. */
export async function revokeGameKey(db: Db, name: string, now: number): Promise<boolean> {
  const revoked = await db
    .updateTable('game_api_keys')
    .set({ revoked_at: now })
    .where('name', '=', name)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}

/** Last-use times are kept to the minute: a busy game does not rewrite its key's row on every call. */
const lastUseResolutionSeconds = 60;

/**
 * The live key presented to the game integration API, by its hash, or null for an unknown or revoked
 * one. Records when the key was last used.
 */
export async function authenticateGameKey(db: Db, key: string, now: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('game_api_keys')
    .select(['id', 'name', 'last_used_at'])
    .where('key_hash', '=', hashToken(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  if (row.last_used_at === null || Number(row.last_used_at) + lastUseResolutionSeconds <= now) {
    await db.updateTable('game_api_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
  }
  return { id: row.id, name: row.name };
}
