import { describe, expect, test } from '../../test/fixture.js';
import type { Parent, TestApp } from '../../test/testApp.js';

const familyCodeOf = async (t: TestApp, parent: Parent): Promise<string> =>
  (await t.call('ParentFamilyHandler.get_family_info', {}, parent.token)).body.data.p_code;

describe('ParentTokensHandler.get_balance', () => {
  test('starts at zero tokens worth 1 each, with how to earn them: heroic acts in the game, no milestone on yet', async ({ t, parent }) => {
    const balance = await t.call('ParentTokensHandler.get_balance', { show_token_history: true }, parent.token);
    expect(balance.body.data).toEqual({
      total_tokens: 0,
      per_token_value: 1,
      total_value: 0,
      currency: 'USD',
      history: [],
      ways_to_earn: { heroic_tokens_per_child_per_day: 20, milestones: [] },
    });
  });

  test('lists the milestones the programme has on, with their tokens and whether this family earned each', async ({
    t,
    parent,
    stranger,
    operator,
  }) => {
    const save = (milestone: string, tokens: number, enabled: boolean) =>
      t.call('OperatorEconomyHandler.saveMilestone', { milestone, tokens, enabled } as never, operator.token);
    await save('consultation_completed', 50, true);
    await save('family_goals_10', 25, true);
    await save('family_goals_10', 25, false);
    await save('family_streak_30', 30, true);
    await t.call('OperatorEconomyHandler.saveSettings', { heroic_tokens_per_child_per_day: 12 }, operator.token);
    await t.database.db
      .insertInto('token_ledger')
      .values({
        family_id: parent.familyId,
        amount: 30,
        reason: 'x',
        reason_zh: null,
        reason_key: `milestone:${parent.familyId}:family_streak_30`,
        granted_by: null,
        created_at: t.clock.now(),
      })
      .execute();
    const waysOf = async (token: string) => (await t.call('ParentTokensHandler.get_balance', {}, token)).body.data.ways_to_earn;
    expect(await waysOf(parent.token)).toEqual({
      heroic_tokens_per_child_per_day: 12,
      milestones: [
        { milestone: 'consultation_completed', tokens: 50, earned: false },
        { milestone: 'family_streak_30', tokens: 30, earned: true },
      ],
    });
    // Another family's grant is not this family's.
    expect((await waysOf(stranger.token)).milestones).toEqual([
      { milestone: 'consultation_completed', tokens: 50, earned: false },
      { milestone: 'family_streak_30', tokens: 30, earned: false },
    ]);
  });

  test('reads grants from the ledger, valued by the operator setting', async ({ t, parent, operator }) => {
    const familyCode = await familyCodeOf(t, parent);
    await t.call(
      'OperatorEconomyHandler.grantTokens',
      { family_code: familyCode, amount: 120, reason: 'Completed the spring programme' },
      operator.token,
    );
    await t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, amount: -20, reason: 'Correction' }, operator.token);
    await t.call('OperatorEconomyHandler.saveSettings', { per_token_value: 2.5 }, operator.token);
    const balance = await t.call('ParentTokensHandler.get_balance', { show_token_history: true }, parent.token);
    expect(balance.body.data).toMatchObject({ total_tokens: 100, per_token_value: 2.5, total_value: 250 });
    expect(balance.body.data.history.map((h: { amount: number; reason: string }) => [h.amount, h.reason])).toEqual([
      [-20, 'Correction'],
      [120, 'Completed the spring programme'],
    ]);
    const withoutHistory = await t.call('ParentTokensHandler.get_balance', {}, parent.token);
    expect(withoutHistory.body.data.history).toBeUndefined();
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

  test('keeps grants, settings and milestones for operators', async ({ t, parent, operator }) => {
    const familyCode = await familyCodeOf(t, parent);
    const grant = await t.call('OperatorEconomyHandler.grantTokens', { family_code: familyCode, amount: 5, reason: 'x' }, parent.token);
    expect(grant.status).toBe(403);
    const unknown = await t.call('OperatorEconomyHandler.grantTokens', { family_code: 'F-NOPE', amount: 5, reason: 'x' }, operator.token);
    expect(unknown.status).toBe(404);
    const settings = await t.call('OperatorEconomyHandler.saveSettings', { recommended_max_interactions: 0 }, operator.token);
    expect(settings.status).toBe(400);
  });
});
