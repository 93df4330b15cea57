import { describe, expect, test } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';

describe('family goals', () => {
  const goals = async (t: TestApp, token: string) => (await t.call('FamilyGoalsApi.list', {}, token)).body.data.list as any[];

  test('lists the programme goals in five categories with icons, all in progress', async ({ t, parent }) => {
    const list = await goals(t, parent.token);
    expect(list.length).toBe(10);
    expect(new Set(list.map((g) => g.category_id))).toEqual(new Set(['1', '2', '3', '4', '5']));
    expect(list.every((g) => g.status === 0 && g.icon && g.name === g.title)).toBe(true);
    const categories = await t.call('FamilyGoalCategoryApi.list', {}, parent.token);
    expect(categories.body.data.list.map((c: { id: string }) => c.id)).toEqual(['1', '2', '3', '4', '5']);
    const zh = await t.call('FamilyGoalCategoryApi.list', {}, parent.token, { 'accept-language': 'zh-CN' });
    expect(zh.body.data.list[0].name).toBe('健康饮食');
  });

  test('completes a goal for the whole family once, awarding its coins once under 50 concurrent calls', async ({ t, parent }) => {
    const goal = (await goals(t, parent.token)).find((g) => g.loop_type === 0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('FamilyGoalsApi.complete', { goal_id: goal.id }, parent.token)),
    );
    expect(answers.every((a) => a.status === 200 && a.body.data.status === 1)).toBe(true);
    expect(answers.filter((a) => a.body.data.coins_awarded === goal.coin_amount)).toHaveLength(1);
    const ledger = await t.call('ParentCoinsHandler.get_family_coins_logs', {}, parent.token);
    expect(ledger.body.data.total_coins).toBe(goal.coin_amount);
    expect(ledger.body.data.list[0]).toMatchObject({ reason: 'goal', title: goal.name, amount: goal.coin_amount, user_id: parent.userId });
    const coParent = await t.joinFamilyOf(parent);
    expect((await goals(t, coParent.token)).find((g) => g.id === goal.id).status).toBe(1);
  });

  test('reopens a daily goal the next day, with new coins to earn', async ({ t, parent }) => {
    const goal = (await goals(t, parent.token)).find((g) => g.loop_type === 1);
    const first = await t.call('FamilyGoalsApi.complete', { goal_id: goal.id }, parent.token);
    expect(first.body.data.coins_awarded).toBe(goal.coin_amount);
    t.clock.advance(86400);
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    parent.token = signin.body.data.token;
    expect((await t.call('FamilyGoalsApi.get', { id: goal.id }, parent.token)).body.data.status).toBe(0);
    const second = await t.call('FamilyGoalsApi.complete', { goal_id: goal.id }, parent.token);
    expect(second.body.data.coins_awarded).toBe(goal.coin_amount);
  });

  test('answers an unknown goal with 404', async ({ t, parent }) => {
    expect((await t.call('FamilyGoalsApi.get', { id: 99999 }, parent.token)).status).toBe(404);
    expect((await t.call('FamilyGoalsApi.complete', { goal_id: 99999 }, parent.token)).status).toBe(404);
  });
});
