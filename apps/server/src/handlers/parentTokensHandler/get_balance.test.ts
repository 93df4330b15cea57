import { describe, expect, test } from '../../test/fixture.js';
import type { Parent, TestApp } from '../../test/testApp.js';

const familyCodeOf = async (t: TestApp, parent: Parent): Promise<string> =>
  (await t.call('ParentFamilyHandler.get_family_info', {}, parent.token)).body.data.p_code;

describe('heroic tokens and the company valuation', () => {
  test('starts at zero tokens worth 1 each, with the default valuation', async ({ t, parent }) => {
    const balance = await t.call('ParentTokensHandler.get_balance', { show_token_history: true }, parent.token);
    expect(balance.body.data).toEqual({ total_tokens: 0, per_token_value: 1, total_value: 0, currency: 'USD', history: [] });
    const valuation = await t.call('ParentTokensHandler.get_company_valuation', {}, parent.token);
    expect(valuation.body.data).toEqual({ total_tokens: 1_000_000, market_value: 1_000_000, currency: 'USD' });
  });

  test('reads grants from the ledger, valued by the operator setting', async ({ t, parent, operator }) => {
    const familyCode = await familyCodeOf(t, parent);
    await t.call(
      'OperatorEconomyHandler.grantTokens',
      { family_code: familyCode, amount: 120, reason: 'Completed the spring programme' },
      operator.token,
    );
    await t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, amount: -20, reason: 'Correction' }, operator.token);
    await t.call('OperatorEconomyHandler.saveSettings', { per_token_value: 2.5, company_market_value: 3_000_000 }, operator.token);
    const balance = await t.call('ParentTokensHandler.get_balance', { show_token_history: true }, parent.token);
    expect(balance.body.data).toMatchObject({ total_tokens: 100, per_token_value: 2.5, total_value: 250 });
    expect(balance.body.data.history.map((h: { amount: number; reason: string }) => [h.amount, h.reason])).toEqual([
      [-20, 'Correction'],
      [120, 'Completed the spring programme'],
    ]);
    const withoutHistory = await t.call('ParentTokensHandler.get_balance', {}, parent.token);
    expect(withoutHistory.body.data.history).toBeUndefined();
    expect((await t.call('ParentTokensHandler.get_company_valuation', {}, parent.token)).body.data.market_value).toBe(3_000_000);
  });

  test("gives each grant's reason in the reader's language, falling back to the one given", async ({ t, parent, operator }) => {
    const familyCode = await familyCodeOf(t, parent);
    const grant = (input: { amount: number; reason: string; reason_zh?: string }) =>
      t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, ...input }, operator.token);
    await grant({ amount: 50, reason: 'Finished the spring programme', reason_zh: '完成春季项目' });
    t.clock.advance(60);
    await grant({ amount: 5, reason: 'Bonus' });
    const reasons = async (headers: Record<string, string>) =>
      (await t.call('ParentTokensHandler.get_balance', { show_token_history: true }, parent.token, headers)).body.data.history.map(
        (entry: { reason: string }) => entry.reason,
      );
    expect(await reasons({})).toEqual(['Bonus', 'Finished the spring programme']);
    expect(await reasons({ 'accept-language': 'en-US' })).toEqual(['Bonus', 'Finished the spring programme']);
    expect(await reasons({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).toEqual(['Bonus', '完成春季项目']);
  });

  test('keeps grants and settings for operators', async ({ t, parent, operator }) => {
    const familyCode = await familyCodeOf(t, parent);
    const grant = await t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, amount: 5, reason: 'x' }, parent.token);
    expect(grant.status).toBe(403);
    const unknown = await t.call('OperatorEconomyHandler.grantTokens', { family_code: 'F-NOPE', amount: 5, reason: 'x' }, operator.token);
    expect(unknown.status).toBe(404);
    const settings = await t.call('OperatorEconomyHandler.saveSettings', { recommended_max_interactions: 0 }, operator.token);
    expect(settings.status).toBe(400);
  });
});
