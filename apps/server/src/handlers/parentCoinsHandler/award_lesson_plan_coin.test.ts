import { describe, expect, test } from '../../test/fixture.js';
import { concurrentlyOnce, totalCoins } from '../../test/coins.js';

describe('ParentCoinsHandler.award_lesson_plan_coin', () => {
  test('awards 10 coins once, ever, under 50 concurrent calls', async ({ t, parent }) => {
    await concurrentlyOnce(
      t,
      parent,
      'ParentCoinsHandler.award_lesson_plan_coin',
      { lesson_plan_id: 3 },
      'lesson_plan_reward_coins',
      'lesson_plan',
      10,
    );
  });

  test('awards another lesson plan separately', async ({ t, parent }) => {
    await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: 3 }, parent.token);
    expect((await t.call('ParentCoinsHandler.award_lesson_plan_coin', {}, parent.token)).body.data.lesson_plan_reward_coins).toBe(10);
  });

  test('refuses a lesson plan id that is not a positive whole number, awarding nothing', async ({ t, parent }) => {
    const answer = await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: -1 }, parent.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ field: 'lesson_plan_id' }));
    expect(await totalCoins(t, parent)).toBe(0);
  });
});
