import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * Scheduled work done once across server processes (ADR 0025): each run of a job for its period is
 * claimed in `job_runs`, and each family's daily red-flag evaluation in the family's own row.
 */
export const scheduledWork: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('job_runs')
      .addColumn('job', 'text', (col) => col.notNull())
      .addColumn('period', 'text', (col) => col.notNull())
      // running, done or failed
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('started_at', 'bigint', (col) => col.notNull())
      // A run still 'running' past this was cut off (its process stopped): it may be claimed again.
      .addColumn('lease_until', 'bigint', (col) => col.notNull())
      .addColumn('finished_at', 'bigint')
      .addColumn('error', 'text')
      .addPrimaryKeyConstraint('job_runs_pk', ['job', 'period'])
      .execute();
    await db.schema.createIndex('job_runs_started_idx').on('job_runs').column('started_at').execute();
    // The family day ('YYYY-MM-DD') the red-flag rules last ran for, by the morning job or a read.
    await db.schema.alterTable('families').addColumn('flags_evaluated_on', 'text').execute();
    await db.schema.createIndex('families_zone_evaluated_idx').on('families').columns(['time_zone', 'flags_evaluated_on']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('families_zone_evaluated_idx').execute();
    await db.schema.alterTable('families').dropColumn('flags_evaluated_on').execute();
    await db.schema.dropTable('job_runs').execute();
  },
});
