import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * Attempt counters every server process shares (a sign-in limit per e-mail, per device, per child
 * login name), and which persistent login a session was opened with, so that signing out ends both
 * however the client holds them.
 */
export const signInSafety: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('attempt_counters')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('attempt_counters_window_idx').on('attempt_counters').column('window_start').execute();
    await db.schema.alterTable('auth_tokens').addColumn('persistent_id', 'integer').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('auth_tokens').dropColumn('persistent_id').execute();
    await db.schema.dropTable('attempt_counters').execute();
  },
});
