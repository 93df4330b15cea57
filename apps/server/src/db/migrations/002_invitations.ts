import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

export const invitations: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('invitations'), engine)
      .addColumn('code_hash', 'text', (col) => col.notNull().unique())
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('inviter_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('invitee_email', 'text')
      .addColumn('child_name', 'text')
      .addColumn('child_login_name', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('accepted_at', 'bigint')
      .addColumn('accepted_by', 'integer', (col) => col.references('users.id'))
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('invitations_family_idx').on('invitations').columns(['family_id', 'created_at']).execute();

    await withId(db.schema.createTable('login_links'), engine)
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('login_links_child_idx').on('login_links').column('child_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('login_links').execute();
    await db.schema.dropTable('invitations').execute();
  },
});
