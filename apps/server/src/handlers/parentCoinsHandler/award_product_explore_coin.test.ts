import { describe, expect, test } from '../../test/fixture.js';
import { concurrentlyOnce, totalCoins } from '../../test/coins.js';

describe('ParentCoinsHandler.award_product_explore_coin', () => {
  test('awards 5 coins once, ever, under 50 concurrent calls', async ({ t, parent }) => {
    await concurrentlyOnce(
      t,
      parent,
      'ParentCoinsHandler.award_product_explore_coin',
      { product_id: 7 },
      'product_explore_reward_coins',
      'product',
      5,
    );
  });

  test('awards another product separately', async ({ t, parent }) => {
    await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: 7 }, parent.token);
    expect(
      (await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: 8 }, parent.token)).body.data
        .product_explore_reward_coins,
    ).toBe(5);
  });

  test('refuses a product id that is not a positive whole number, awarding nothing', async ({ t, parent }) => {
    const answer = await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: 'seven' as never }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'product_id' }));
    expect(await totalCoins(t, parent)).toBe(0);
  });
});
