import { describe, expect, test } from '../../test/fixture.js';

describe('ParentTokensHandler.get_company_valuation', () => {
  test('answers the default valuation: a million tokens worth a million', async ({ t, parent }) => {
    const answer = await t.call('ParentTokensHandler.get_company_valuation', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { total_tokens: 1_000_000, market_value: 1_000_000, currency: 'USD' } });
  });

  test('follows the operator settings, the same for every family', async ({ t, parent, stranger, operator }) => {
    await t.call(
      'OperatorEconomyHandler.saveSettings',
      { company_total_tokens: 2_500_000, company_market_value: 3_750_000.5 },
      operator.token,
    );
    for (const reader of [parent, stranger]) {
      expect((await t.call('ParentTokensHandler.get_company_valuation', {}, reader.token)).body.data).toEqual({
        total_tokens: 2_500_000,
        market_value: 3_750_000.5,
        currency: 'USD',
      });
    }
  });

  test('is not changed by tokens granted to a family', async ({ t, parent, operator }) => {
    const familyCode = (await t.call('ParentFamilyHandler.get_family_info', {}, parent.token)).body.data.p_code;
    await t.call(
      'OperatorEconomyHandler.grantTokens',
      { family_code: familyCode, amount: 500, reason: 'Spring programme' },
      operator.token,
    );
    expect((await t.call('ParentTokensHandler.get_company_valuation', {}, parent.token)).body.data).toEqual({
      total_tokens: 1_000_000,
      market_value: 1_000_000,
      currency: 'USD',
    });
  });
});
