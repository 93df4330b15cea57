import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/** The partner game's keys for /api/game/v1: only a hash of each is kept, and the time it was last used. */
export const gameApiKeys: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('game_api_keys'), engine)
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('key_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('last_used_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('game_api_keys').execute();
  },
});
