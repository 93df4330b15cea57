import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

export const notifications: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('notifications'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('message_type', 'text', (col) => col.notNull())
      // What to say and with which values: the words are written in the reader's language on reading.
      .addColumn('text_key', 'text', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('notifications').execute();
  },
});
