import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * Reminders of a consultation step waiting on the family (domain/workflowReminders.ts): the last one's
 * time and how many went out since its stage began, so the scheduled job reminds each stage on
 * schedule and never twice for the same turn, whichever process runs it.
 */
export const workflowReminderColumns: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('consultation_workflows').addColumn('reminded_at', 'bigint').execute();
    await db.schema
      .alterTable('consultation_workflows')
      .addColumn('reminders_sent', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('consultation_workflows').dropColumn('reminders_sent').execute();
    await db.schema.alterTable('consultation_workflows').dropColumn('reminded_at').execute();
  },
});
