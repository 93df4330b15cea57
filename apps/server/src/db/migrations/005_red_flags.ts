import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

export const redFlags: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('red_flags'), engine)
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      // The rule that raised it and the period it covers: a rule speaks at most once per child and period.
      .addColumn('rule', 'text', (col) => col.notNull())
      .addColumn('period_key', 'text', (col) => col.notNull())
      // Words are written in the reader's language on reading, like notifications.
      .addColumn('text_key', 'text', (col) => col.notNull())
      .addColumn('params', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('red_flags_once', ['child_id', 'rule', 'period_key'])
      .execute();
    await db.schema.createIndex('red_flags_family_idx').on('red_flags').columns(['family_id', 'created_at']).execute();
    // Each parent's own read state; a row exists only once read, and is never deleted by the product.
    await db.schema
      .createTable('red_flag_reads')
      .addColumn('red_flag_id', 'integer', (col) => col.notNull().references('red_flags.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('read_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('red_flag_reads_pk', ['red_flag_id', 'user_id'])
      .execute();
    await db.schema.createIndex('red_flag_reads_user_idx').on('red_flag_reads').columns(['user_id', 'red_flag_id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('red_flag_reads').execute();
    await db.schema.dropTable('red_flags').execute();
  },
});
