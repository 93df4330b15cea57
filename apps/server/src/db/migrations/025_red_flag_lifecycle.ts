import { sql, type Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * A red flag the whole family handles together (ADR 0031): its shared state and the parent on it,
 * what happened to it (`red_flag_events`), and every period its rule fired in (`red_flag_periods`),
 * so that a period counts once though a concern that comes back reopens its flag instead of raising
 * another. Flags from before start as their history says: raised, and seen once a parent read them.
 */
export const redFlagLifecycle: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    const flags = () => db.schema.alterTable('red_flags');
    await flags()
      .addColumn('state', 'text', (col) => col.notNull().defaultTo('new'))
      .execute();
    await flags().addColumn('owner_id', 'integer').execute();
    await flags()
      .addColumn('state_since', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await flags().addColumn('reminded_at', 'bigint').execute();
    // When it was raised or last reopened: how long the family has had it open (the clinic desk).
    await flags()
      .addColumn('opened_at', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('red_flags_state_idx').on('red_flags').columns(['state', 'state_since']).execute();
    await db.schema.createIndex('red_flags_opened_idx').on('red_flags').columns(['state', 'opened_at']).execute();

    await withId(db.schema.createTable('red_flag_events'), engine)
      .addColumn('red_flag_id', 'integer', (col) => col.notNull().references('red_flags.id').onDelete('cascade'))
      .addColumn('family_id', 'integer', (col) => col.notNull())
      .addColumn('child_id', 'integer', (col) => col.notNull())
      .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('tried', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('period_key', 'text')
      .addColumn('at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('red_flag_events_flag_idx').on('red_flag_events').columns(['red_flag_id', 'at']).execute();
    await db.schema.createIndex('red_flag_events_family_idx').on('red_flag_events').columns(['family_id', 'child_id', 'at']).execute();

    await db.schema
      .createTable('red_flag_periods')
      .addColumn('red_flag_id', 'integer', (col) => col.notNull().references('red_flags.id').onDelete('cascade'))
      .addColumn('family_id', 'integer', (col) => col.notNull())
      .addColumn('child_id', 'integer', (col) => col.notNull())
      .addColumn('rule', 'text', (col) => col.notNull())
      .addColumn('period_key', 'text', (col) => col.notNull())
      .addUniqueConstraint('red_flag_periods_once', ['child_id', 'rule', 'period_key'])
      .execute();
    await db.schema.createIndex('red_flag_periods_flag_idx').on('red_flag_periods').column('red_flag_id').execute();
    await db.schema.createIndex('red_flag_periods_family_idx').on('red_flag_periods').column('family_id').execute();

    await db
      .updateTable('red_flags')
      .set({ state_since: sql`created_at`, opened_at: sql`created_at` })
      .execute();
    await db
      .updateTable('red_flags')
      .set({ state: 'seen' })
      .where(({ exists, selectFrom }) =>
        exists(selectFrom('red_flag_reads').select('user_id').whereRef('red_flag_id', '=', 'red_flags.id')),
      )
      .execute();
    const history = ['red_flag_id', 'family_id', 'child_id', 'actor_id', 'kind', 'at'];
    await db
      .insertInto('red_flag_events')
      .columns(history)
      .expression(
        db
          .selectFrom('red_flags')
          .select(['id', 'family_id', 'child_id', sql`null`.as('actor_id'), sql`'raised'`.as('kind'), 'created_at']),
      )
      .execute();
    await db
      .insertInto('red_flag_events')
      .columns(history)
      .expression(
        db
          .selectFrom('red_flag_reads')
          .innerJoin('red_flags', 'red_flags.id', 'red_flag_reads.red_flag_id')
          .select(['red_flags.id', 'family_id', 'child_id', 'user_id', sql`'seen'`.as('kind'), 'read_at'])
          .orderBy('read_at')
          .orderBy('user_id'),
      )
      .execute();
    await db
      .insertInto('red_flag_periods')
      .columns(['red_flag_id', 'family_id', 'child_id', 'rule', 'period_key'])
      .expression(db.selectFrom('red_flags').select(['id', 'family_id', 'child_id', 'rule', 'period_key']))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('red_flag_periods').execute();
    await db.schema.dropTable('red_flag_events').execute();
    await db.schema.dropIndex('red_flags_opened_idx').execute();
    await db.schema.dropIndex('red_flags_state_idx').execute();
    for (const column of ['opened_at', 'reminded_at', 'state_since', 'owner_id', 'state'])
      await db.schema.alterTable('red_flags').dropColumn(column).execute();
  },
});
