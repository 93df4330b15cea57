import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Parent, type TestApp } from '../../test/testApp.js';

describe('coin awards: each once, ever, under 50 concurrent calls', () => {
  let t: TestApp;
  let parent: Parent;
  beforeAll(async () => {
    t = await createTestApp();
    parent = await t.newParent();
  });
  afterAll(() => t.close());

  const total = async () => (await t.call('ParentCoinsHandler.get_family_coins_logs', {}, parent.token)).body.data.total_coins;
  const ledgerRows = async (reason: string) =>
    (await t.database.db.selectFrom('coin_ledger').select('id').where('family_id', '=', parent.familyId).where('reason', '=', reason as never).execute()).length;

  it.each([
    ['ParentCoinsHandler.award_community_entry_coin', {}, 'community_reward_coins', 'community', 5],
    ['ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: 3 }, 'lesson_plan_reward_coins', 'lesson_plan', 10],
    ['ParentCoinsHandler.award_product_explore_coin', { product_id: 7 }, 'product_explore_reward_coins', 'product', 5],
  ] as const)('%s', async (cmd, input, field, reason, amount) => {
    const before = await total();
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call(cmd, input as never, parent.token)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const granted = answers.map((a) => a.body.data[field]);
    expect(granted.filter((coins) => coins === amount)).toHaveLength(1);
    expect(granted.filter((coins) => coins === 0)).toHaveLength(49);
    expect(await ledgerRows(reason)).toBe(1);
    expect(await total()).toBe(before + amount);
  });

  it('awards the community entry again on the next day, and another lesson plan or product separately', async () => {
    expect((await t.call('ParentCoinsHandler.award_lesson_plan_coin', {}, parent.token)).body.data.lesson_plan_reward_coins).toBe(10);
    expect((await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: 8 }, parent.token)).body.data.product_explore_reward_coins).toBe(5);
    t.clock.advance(86400);
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    const next = await t.call('ParentCoinsHandler.award_community_entry_coin', {}, signin.body.data.token);
    expect(next.body.data.community_reward_coins).toBe(5);
  });

  it('pages the log 20 at a time, newest first', async () => {
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    for (let i = 0; i < 22; i += 1) {
      await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: 100 + i }, signin.body.data.token);
    }
    const page1 = await t.call('ParentCoinsHandler.get_family_coins_logs', {}, signin.body.data.token);
    expect(page1.body.data).toMatchObject({ page: 1, per_page: 20 });
    expect(page1.body.data.list).toHaveLength(20);
    const page2 = await t.call('ParentCoinsHandler.get_family_coins_logs', { page: 2 }, signin.body.data.token);
    expect(page1.body.data.total).toBe(20 + page2.body.data.list.length);
    const sum = [...page1.body.data.list, ...page2.body.data.list].reduce((s: number, e: { amount: number }) => s + e.amount, 0);
    expect(page1.body.data.total_coins).toBe(sum);
  });
});
