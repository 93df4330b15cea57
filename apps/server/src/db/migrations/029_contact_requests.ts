import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * How the clinic may reach a family that asked it to get in touch (ADR 0039): one current set per
 * family's consultation, keyed by the family so that a request repeated at once leaves one row. The
 * consent is kept as the parent read it (the hospital may reword it later), with its time.
 */
export const contactRequests: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('consultation_contacts')
      .addColumn('family_id', 'integer', (col) => col.primaryKey().references('families.id'))
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('preferred_time', 'text', (col) => col.notNull())
      // The parent who last gave the details and agreed to be contacted at them.
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('consent_text', 'text', (col) => col.notNull())
      .addColumn('consent_language', 'text', (col) => col.notNull())
      .addColumn('consent_at', 'bigint', (col) => col.notNull())
      .addColumn('requested_at', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('consultation_contacts').execute();
  },
});
