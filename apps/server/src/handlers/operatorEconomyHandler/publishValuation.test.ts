import { describe, expect, test } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';

const valuationOf = async (t: TestApp, token: string) => (await t.call('ParentTokensHandler.get_company_valuation', {}, token)).body.data;

describe('OperatorEconomyHandler.publishValuation', () => {
  test('publishes the figures parents see, dated now; a later publication replaces them and both are kept', async ({
    t,
    parent,
    operator,
  }) => {
    const first = await t.call('OperatorEconomyHandler.publishValuation', { total_tokens: 120_000, market_value: 60_000 }, operator.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      code: 200,
      msg: 'success',
      data: { total_tokens: 120_000, market_value: 60_000, currency: 'USD', published_at: t.clock.now() },
    });
    t.clock.advance(3600);
    await t.call('OperatorEconomyHandler.publishValuation', { total_tokens: 150_000, market_value: 75_000.25 }, operator.token);
    expect(await valuationOf(t, parent.token)).toEqual({
      total_tokens: 150_000,
      market_value: 75_000.25,
      currency: 'USD',
      published_at: t.clock.now(),
    });
    const stored = await t.database.db
      .selectFrom('token_valuations')
      .select(['total_tokens', 'market_value_cents', 'published_by', 'published_at'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { total_tokens: 120_000, market_value_cents: 6_000_000, published_by: operator.userId, published_at: t.clock.now() - 3600 },
      { total_tokens: 150_000, market_value_cents: 7_500_025, published_by: operator.userId, published_at: t.clock.now() },
    ]);
  });

  test('is written to the audit log with the figures before and after', async ({ t, operator }) => {
    await t.call('OperatorEconomyHandler.publishValuation', { total_tokens: 10, market_value: 10 }, operator.token);
    const [entry] = (await t.call('OperatorAuditHandler.list', {}, operator.token)).body.data.list;
    expect(entry).toMatchObject({
      cmd: 'OperatorEconomyHandler.publishValuation',
      target: 'settings:token-valuation',
      before: { total_tokens: null, market_value: null, published_at: null },
      after: { total_tokens: 10, market_value: 10, published_at: t.clock.now() },
    });
  });

  test('refuses a negative, fractional or huge count, a value in fractions of a cent, and missing figures, publishing nothing', async ({
    t,
    parent,
    operator,
  }) => {
    const publish = (input: Record<string, unknown>) =>
      t.call('OperatorEconomyHandler.publishValuation', { total_tokens: 100, market_value: 100, ...input } as never, operator.token);
    await expectInvalid(t, () => publish({ total_tokens: -1 }), 'total_tokens');
    await expectInvalid(t, () => publish({ total_tokens: 1.5 }), 'total_tokens');
    await expectInvalid(t, () => publish({ total_tokens: 1e13 }), 'total_tokens');
    await expectInvalid(t, () => publish({ market_value: -0.01 }), 'market_value');
    const cents = await expectInvalid(t, () => publish({ market_value: 10.005 }), 'market_value');
    expect(cents.body.errors).toEqual([{ field: 'market_value', message: 'At most two decimals' }]);
    await expectInvalid(t, () => publish({ market_value: '100' }), 'market_value');
    await expectInvalid(t, () => publish({ market_value: undefined }), 'market_value');
    expect((await valuationOf(t, parent.token)).published_at).toBeNull();
  });

  test('answers 403 to a parent who is not an operator and 401 without a session, publishing nothing', async ({ t, parent }) => {
    await expectOperatorOnly(
      t,
      (token) => t.call('OperatorEconomyHandler.publishValuation', { total_tokens: 1, market_value: 1 }, token),
      parent,
    );
  });
});
