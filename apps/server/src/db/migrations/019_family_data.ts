import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * Deleted families' children, for the game (ADR 0026): ids and a time only, read through
 * GET /api/game/v1/deletions so the game forgets those children too.
 */
export const familyData: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('game_deletions'), engine)
      .addColumn('child_id', 'integer', (col) => col.notNull())
      .addColumn('family_id', 'integer', (col) => col.notNull())
      .addColumn('deleted_at', 'bigint', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('game_deletions').execute();
  },
});
