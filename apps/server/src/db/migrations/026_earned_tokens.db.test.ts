import type { Kysely } from 'kysely';
import { describe, expect, test } from '../../test/fixture.js';
import { earnedTokens } from './026_earned_tokens.js';

describe('migration 026: heroic tokens a family earns, and a value the programme publishes', () => {
  test('removes the company valuation an operator had stored in the settings, and keeps every other setting', async ({ t }) => {
    const db = t.database.db;
    const migration = earnedTokens(t.database.engine);
    await migration.down!(db as Kysely<any>);
    await db
      .insertInto('settings')
      .values([
        { key: 'company_total_tokens', value: '1000000' },
        { key: 'company_market_value', value: '1000000' },
        { key: 'per_token_value', value: '2' },
      ])
      .execute();
    await migration.up(db as Kysely<any>);
    const kept = await db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('key', 'in', ['company_total_tokens', 'company_market_value', 'per_token_value'])
      .execute();
    expect(kept).toEqual([{ key: 'per_token_value', value: '2' }]);
    expect(await db.selectFrom('token_valuations').selectAll().execute()).toEqual([]);
  });
});
