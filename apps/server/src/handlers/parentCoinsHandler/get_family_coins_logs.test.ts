import { catalogueItem } from '../../test/catalogue.js';
import { describe, expect, test } from '../../test/fixture.js';
import { tasksOf } from '../../test/tasks.js';

const familyTask = {
  name: 'Pack the swim bag',
  desc: 'Snacks, meter, towel',
  content: '',
  type: '4' as const,
  goal_category: '2' as const,
  loop_type: 0 as const,
  coin_amount: 15,
};

describe('ParentCoinsHandler.get_family_coins_logs', () => {
  test('pages the log 20 at a time, newest first', async ({ t, parent }) => {
    for (let i = 0; i < 22; i += 1) {
      const product = await catalogueItem(t, 'product', `product-${i}`);
      await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: product }, parent.token);
    }
    const page1 = await t.call('ParentCoinsHandler.get_family_coins_logs', {}, parent.token);
    expect(page1.body.data).toMatchObject({ page: 1, per_page: 20 });
    expect(page1.body.data.list).toHaveLength(20);
    const page2 = await t.call('ParentCoinsHandler.get_family_coins_logs', { page: 2 }, parent.token);
    expect(page2.body.data.list).toHaveLength(2);
    expect(page1.body.data.total).toBe(20 + page2.body.data.list.length);
    const sum = [...page1.body.data.list, ...page2.body.data.list].reduce((s: number, e: { amount: number }) => s + e.amount, 0);
    expect(page1.body.data.total_coins).toBe(sum);
    expect(page1.body.data.total_coins).toBe(22 * 5);
    const ids = page1.body.data.list.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  test("names tasks and goals in the reader's language, falling back to the name given", async ({ t, parent }) => {
    const taskInstance = (await tasksOf(t, parent)).find((task) => task.name === 'Read: carb counting basics');
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: taskInstance.id, parent_code: parent.pCode }, parent.token);
    t.clock.advance(60);
    const goals = (await t.call('FamilyGoalsApi.list', {}, parent.token)).body.data.list;
    const walk = goals.find((goal: { name: string }) => goal.name === 'A family walk after dinner');
    await t.call('FamilyGoalsApi.complete', { goal_id: walk.id }, parent.token);
    t.clock.advance(60);
    // A parent's own task has the one name the parent gave it.
    const when = { start_time: t.clock.now() - 60, end_time: t.clock.now() + 7 * 86400 };
    const own = await t.call('GmsInfluenceApi.parentCreateTask', { ...familyTask, ...when }, parent.token);
    await t.call('GmsInfluenceApi.completeTask', { task_instance_id: own.body.data.id, parent_code: parent.pCode }, parent.token);
    t.clock.advance(60);
    await t.call('ParentCoinsHandler.award_community_entry_coin', {}, parent.token);

    const titles = async (language?: string) =>
      (
        await t.call('ParentCoinsHandler.get_family_coins_logs', {}, parent.token, language ? { 'accept-language': language } : {})
      ).body.data.list.map((entry: { reason: string; title: string | null }) => [entry.reason, entry.title]);
    const english = [
      ['community', null],
      ['task', 'Pack the swim bag'],
      ['goal', 'A family walk after dinner'],
      ['task', 'Read: carb counting basics'],
    ];
    expect(await titles()).toEqual(english);
    expect(await titles('en-GB,en;q=0.9')).toEqual(english);
    expect(await titles('zh-CN,zh;q=0.9')).toEqual([
      ['community', null],
      ['task', 'Pack the swim bag'],
      ['goal', '晚饭后全家散步'],
      ['task', '阅读：碳水化合物计算入门'],
    ]);
  });

  test('refuses a page below 1', async ({ t, parent }) => {
    const answer = await t.call('ParentCoinsHandler.get_family_coins_logs', { page: 0 }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'page' }));
  });
});
