import { catalogueItem } from '../../test/catalogue.js';
import { describe, expect, test } from '../../test/fixture.js';

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

  test('refuses a page below 1', async ({ t, parent }) => {
    const answer = await t.call('ParentCoinsHandler.get_family_coins_logs', { page: 0 }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'page' }));
  });
});
