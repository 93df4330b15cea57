import { catalogueItem } from '../../test/catalogue.js';
import { concurrentlyOnce, totalCoins } from '../../test/coins.js';
import { describe, expect, test } from '../../test/fixture.js';
import { notFound, snapshot } from '../../test/walls.js';

describe('ParentCoinsHandler.award_lesson_plan_coin', () => {
  test('awards 10 coins once, ever, under 50 concurrent calls, for the programme lesson plans (id 1, the default)', async ({
    t,
    parent,
  }) => {
    await concurrentlyOnce(t, parent, 'ParentCoinsHandler.award_lesson_plan_coin', {}, 'lesson_plan_reward_coins', 'lesson_plan', 10);
  });

  test('awards another lesson plan separately', async ({ t, parent }) => {
    const second = await catalogueItem(t, 'lesson_plan', 'school-and-the-care-plan');
    await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: 1 }, parent.token);
    expect(
      (await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: second }, parent.token)).body.data
        .lesson_plan_reward_coins,
    ).toBe(10);
    expect(await totalCoins(t, parent)).toBe(20);
  });

  test('pays nothing for a lesson plan the catalogue does not hold, or holds unpublished, or a product id', async ({ t, parent }) => {
    const draft = await catalogueItem(t, 'lesson_plan', 'draft', false);
    const product = await catalogueItem(t, 'product', 'glucose-tablets');
    const before = await snapshot(t);
    for (const lesson_plan_id of [2 ** 31 - 1, 999, draft, product]) {
      const answer = await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id }, parent.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  test('refuses a lesson plan id that is not a positive whole number, awarding nothing', async ({ t, parent }) => {
    const answer = await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: -1 }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'lesson_plan_id' }));
    expect(await totalCoins(t, parent)).toBe(0);
  });
});
