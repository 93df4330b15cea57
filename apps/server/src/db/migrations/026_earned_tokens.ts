import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * Heroic tokens a family earns, and a value the programme publishes (ADR 0033):
 * - `token_ledger.reason_key`, unique where set: a grant the product makes (a heroic act in the game, a
 *   milestone) is written once ever, however many requests repeat it at once; an operator's grant has none;
 * - `heroic_token_days`: the tokens heroic acts earned a child on one of the family's days, counted up to
 *   the daily cap under the row's lock;
 * - `token_milestones`: the milestones an operator set (a milestone without a row is off);
 * - `token_valuations`: every value the programme published, the latest the one parents see, with when.
 * The valuation settings of before (`company_total_tokens`, `company_market_value`) are removed, not
 * carried over: they were published as a company's valuation shared among families, and a programme states
 * its value again, in the words of ADR 0033, from the console.
 */
export const earnedTokens: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await db.schema.alterTable('token_ledger').addColumn('reason_key', 'text').execute();
    await db.schema.createIndex('token_ledger_reason_key_idx').on('token_ledger').column('reason_key').unique().execute();

    await db.schema
      .createTable('heroic_token_days')
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('tokens', 'integer', (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('heroic_token_days_pk', ['child_id', 'day'])
      .execute();

    await db.schema
      .createTable('token_milestones')
      .addColumn('milestone', 'text', (col) => col.primaryKey())
      .addColumn('tokens', 'integer', (col) => col.notNull())
      .addColumn('enabled', 'integer', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();

    await withId(db.schema.createTable('token_valuations'), engine)
      .addColumn('total_tokens', 'bigint', (col) => col.notNull())
      // Hundredths of the deployment's currency: a whole number, as every money-like amount is stored.
      .addColumn('market_value_cents', 'bigint', (col) => col.notNull())
      .addColumn('published_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('published_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('token_valuations_published_idx').on('token_valuations').columns(['published_at', 'id']).execute();

    await db.deleteFrom('settings').where('key', 'in', ['company_total_tokens', 'company_market_value']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('token_valuations').execute();
    await db.schema.dropTable('token_milestones').execute();
    await db.schema.dropTable('heroic_token_days').execute();
    await db.schema.dropIndex('token_ledger_reason_key_idx').execute();
    await db.schema.alterTable('token_ledger').dropColumn('reason_key').execute();
  },
});
