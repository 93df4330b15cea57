import { describe, expect, test } from '../../test/fixture.js';
import { expectOperatorOnly } from '../../test/walls.js';

const defaults = {
  per_token_value: 1,
  heroic_tokens_per_child_per_day: 20,
  recommended_max_interactions: 50,
  community_entry_coins: 5,
  lesson_plan_coins: 10,
  product_explore_coins: 5,
  parent_task_coins_per_day: 200,
  red_flag_reminder_hours: 2,
};

describe('OperatorEconomyHandler.getSettings', () => {
  test('answers the defaults until an operator saves settings', async ({ t, operator }) => {
    const answer = await t.call('OperatorEconomyHandler.getSettings', {}, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: defaults });
  });

  test('answers what was saved, with the defaults for the rest', async ({ t, operator }) => {
    await t.call('OperatorEconomyHandler.saveSettings', { per_token_value: 2.5, lesson_plan_coins: 12 }, operator.token);
    expect((await t.call('OperatorEconomyHandler.getSettings', {}, operator.token)).body.data).toEqual({
      ...defaults,
      per_token_value: 2.5,
      lesson_plan_coins: 12,
    });
  });

  test('falls back to the defaults when a stored value is unreadable', async ({ t, operator }) => {
    await t.database.db.insertInto('settings').values({ key: 'lesson_plan_coins', value: 'lots' }).execute();
    expect((await t.call('OperatorEconomyHandler.getSettings', {}, operator.token)).body.data).toEqual(defaults);
  });

  test('answers 403 to a parent who is not an operator and 401 without a session', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorEconomyHandler.getSettings', {}, token), parent);
  });
});
