import { catalogueItem } from '../../test/catalogue.js';
import { concurrentlyOnce, totalCoins } from '../../test/coins.js';
import { describe, expect, test } from '../../test/fixture.js';
import { notFound, snapshot } from '../../test/walls.js';

describe('ParentCoinsHandler.award_product_explore_coin', () => {
  test('awards 5 coins once, ever, under 50 concurrent calls', async ({ t, parent }) => {
    const product = await catalogueItem(t, 'product', 'glucose-tablets');
    await concurrentlyOnce(
      t,
      parent,
      'ParentCoinsHandler.award_product_explore_coin',
      { product_id: product },
      'product_explore_reward_coins',
      'product',
      5,
    );
  });

  test('awards another product separately', async ({ t, parent }) => {
    const tablets = await catalogueItem(t, 'product', 'glucose-tablets');
    const meter = await catalogueItem(t, 'product', 'glucose-meter');
    await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: tablets }, parent.token);
    expect(
      (await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: meter }, parent.token)).body.data
        .product_explore_reward_coins,
    ).toBe(5);
  });

  test('pays nothing for a product the catalogue does not hold, or holds unpublished, or a lesson plan id', async ({ t, parent }) => {
    const hidden = await catalogueItem(t, 'product', 'withdrawn', false);
    const before = await snapshot(t);
    for (const product_id of [2 ** 31 - 1, 7, hidden, 1]) {
      const answer = await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id }, parent.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  test('refuses a product id that is not a positive whole number, awarding nothing', async ({ t, parent }) => {
    const answer = await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: 'seven' as never }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'product_id' }));
    expect(await totalCoins(t, parent)).toBe(0);
  });
});
