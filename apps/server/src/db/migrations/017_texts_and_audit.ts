import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * The text service (ADR 0023): every text of the app in en and zh, seeded from the web app's own texts
 * and overridden key by key by operators; and the operator audit log, one row per operator write.
 */
export const textsAndAudit: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('texts'), engine)
      .addColumn('text_key', 'text', (col) => col.notNull().unique())
      .addColumn('section', 'text', (col) => col.notNull())
      .addColumn('element_type', 'text', (col) => col.notNull().defaultTo('text'))
      .addColumn('en', 'text', (col) => col.notNull())
      .addColumn('zh', 'text', (col) => col.notNull())
      // The app's own wording, as the last release shipped it; null for a text an operator added.
      .addColumn('app_en', 'text')
      .addColumn('app_zh', 'text')
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('texts_section_idx').on('texts').column('section').execute();

    await withId(db.schema.createTable('operator_audit'), engine)
      .addColumn('at', 'bigint', (col) => col.notNull())
      // Kept when the account goes: the e-mail says who it was.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('user_email', 'text', (col) => col.notNull())
      .addColumn('cmd', 'text', (col) => col.notNull())
      .addColumn('target', 'text', (col) => col.notNull())
      .addColumn('before_json', 'text')
      .addColumn('after_json', 'text')
      .execute();
    await db.schema.createIndex('operator_audit_at_idx').on('operator_audit').column('at').execute();
    await db.schema.createIndex('operator_audit_target_idx').on('operator_audit').column('target').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('operator_audit').execute();
    await db.schema.dropTable('texts').execute();
  },
});
