import { describe, expect, test } from '../../test/fixture.js';

const unpublished = { total_tokens: null, market_value: null, currency: 'USD', published_at: null };

describe('ParentTokensHandler.get_company_valuation', () => {
  test('answers no figures until the programme publishes them: nothing nobody set', async ({ t, parent }) => {
    const answer = await t.call('ParentTokensHandler.get_company_valuation', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: unpublished });
  });

  test('answers the figures an operator published, with when, the same for every family', async ({ t, parent, stranger, operator }) => {
    const published = await t.call(
      'OperatorEconomyHandler.publishValuation',
      { total_tokens: 2_500_000, market_value: 3_750_000.5 },
      operator.token,
    );
    expect(published.body.data).toEqual({
      total_tokens: 2_500_000,
      market_value: 3_750_000.5,
      currency: 'USD',
      published_at: t.clock.now(),
    });
    for (const reader of [parent, stranger]) {
      expect((await t.call('ParentTokensHandler.get_company_valuation', {}, reader.token)).body.data).toEqual(published.body.data);
    }
  });

  test('is not changed by tokens granted to a family, nor by the economy settings', async ({ t, parent, operator }) => {
    const familyCode = (await t.call('ParentFamilyHandler.get_family_info', {}, parent.token)).body.data.p_code;
    await t.call(
      'OperatorEconomyHandler.grantTokens',
      { family_code: familyCode, amount: 500, reason: 'Spring programme' },
      operator.token,
    );
    await t.call('OperatorEconomyHandler.saveSettings', { per_token_value: 3 }, operator.token);
    expect((await t.call('ParentTokensHandler.get_company_valuation', {}, parent.token)).body.data).toEqual(unpublished);
  });
});
