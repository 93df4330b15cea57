import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

export const consultations: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    // One paid-consultation workflow per family; the row exists from the first step on (ADR 0009).
    await db.schema
      .createTable('consultation_workflows')
      .addColumn('family_id', 'integer', (col) => col.primaryKey().references('families.id'))
      .addColumn('stage', 'text', (col) => col.notNull())
      .addColumn('stage_since', 'bigint', (col) => col.notNull())
      .addColumn('book_appointment_created_at', 'bigint')
      .addColumn('book_appointment_finished_at', 'bigint')
      .addColumn('doctor_referral_created_at', 'bigint')
      .addColumn('doctor_referral_finished_at', 'bigint')
      .addColumn('backpack_received_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('consultation_workflows_stage_idx')
      .on('consultation_workflows')
      .columns(['stage', 'stage_since'])
      .execute();
    // Every transition: who took which step when, from which stage to which.
    await withId(db.schema.createTable('consultation_audit'), engine)
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('step', 'text', (col) => col.notNull())
      .addColumn('from_stage', 'text', (col) => col.notNull())
      .addColumn('to_stage', 'text', (col) => col.notNull())
      .addColumn('actor_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('actor_kind', 'text', (col) => col.notNull())
      .addColumn('at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('consultation_audit_family_idx').on('consultation_audit').columns(['family_id', 'at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('consultation_audit').execute();
    await db.schema.dropTable('consultation_workflows').execute();
  },
});
