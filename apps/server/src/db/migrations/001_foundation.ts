import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/** Hospitals and regions families pick at sign-up; editable afterwards in the locations table. */
const seededLocations = [
  'Beijing',
  'Shanghai',
  'Guangzhou',
  'Shenzhen',
  'Hong Kong',
  'Singapore',
  'United States',
  'United Kingdom',
  'Other',
];

export const foundation: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('families'), engine)
      .addColumn('p_code', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();

    await withId(db.schema.createTable('locations'), engine)
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .addColumn('sort_order', 'integer', (col) => col.notNull())
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();

    await withId(db.schema.createTable('users'), engine)
      .addColumn('family_id', 'integer', (col) => col.references('families.id'))
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.unique())
      .addColumn('login_name', 'text', (col) => col.unique())
      .addColumn('password_hash', 'text')
      .addColumn('password_updated_at', 'bigint')
      .addColumn('real_name', 'text')
      .addColumn('p_code', 'text', (col) => col.notNull().unique())
      .addColumn('is_operator', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('hospital', 'text')
      .addColumn('campaign', 'text')
      .addColumn('location_id', 'integer', (col) => col.references('locations.id'))
      .addColumn('webapp_version_key', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('users_family_idx').on('users').columns(['family_id', 'role']).execute();

    await withId(db.schema.createTable('auth_tokens'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

    await db
      .insertInto('locations')
      .values(seededLocations.map((name, index) => ({ name, sort_order: index + 1 })))
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['auth_tokens', 'users', 'locations', 'families']) {
      await db.schema.dropTable(table).execute();
    }
  },
});
