import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';

/**
 * What tasks a family's parents made have paid the family in each of its days (ADR 0027): one row per
 * family and local day, its coins counted up to the economy's daily cap under the row's lock, so that
 * completions arriving together cannot pay past it.
 */
export const parentTaskPay: EngineMigration = () => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('parent_task_pay')
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('coins', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('parent_task_pay_pk', ['family_id', 'day'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('parent_task_pay').execute();
  },
});
