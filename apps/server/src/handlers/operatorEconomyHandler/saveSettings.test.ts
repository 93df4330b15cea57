import { firstConfigurationKey } from '../../homeConfig/firstConfiguration.js';
import { describe, expect, test } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';

const storedSettings = (t: TestApp) =>
  t.database.db
    .selectFrom('settings')
    .select(['key', 'value'])
    // Settings of their own areas: the seeded content's versions, the server's push keys, the first start's dashboard.
    .where('key', 'not in', [
      'content_version',
      'library_version',
      'texts_version',
      'vapid_public_key',
      'vapid_private_key',
      firstConfigurationKey,
    ])
    .orderBy('key')
    .execute();

describe('OperatorEconomyHandler.saveSettings', () => {
  test('saves the settings given and answers all of them', async ({ t, operator }) => {
    const answer = await t.call(
      'OperatorEconomyHandler.saveSettings',
      { per_token_value: 2.5, heroic_tokens_per_child_per_day: 30, recommended_max_interactions: 80 },
      operator.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        per_token_value: 2.5,
        heroic_tokens_per_child_per_day: 30,
        recommended_max_interactions: 80,
        community_entry_coins: 5,
        lesson_plan_coins: 10,
        product_explore_coins: 5,
        parent_task_coins_per_day: 200,
        red_flag_reminder_hours: 2,
      },
    });
    expect(await storedSettings(t)).toEqual([
      { key: 'heroic_tokens_per_child_per_day', value: '30' },
      { key: 'per_token_value', value: '2.5' },
      { key: 'recommended_max_interactions', value: '80' },
    ]);
    // A later save changes only what it names.
    await t.call('OperatorEconomyHandler.saveSettings', { per_token_value: 3 }, operator.token);
    expect((await t.call('OperatorEconomyHandler.getSettings', {}, operator.token)).body.data).toMatchObject({
      per_token_value: 3,
      heroic_tokens_per_child_per_day: 30,
      recommended_max_interactions: 80,
    });
  });

  test('changes what parents earn and see', async ({ t, parent, operator }) => {
    await t.call('OperatorEconomyHandler.saveSettings', { lesson_plan_coins: 25, per_token_value: 4 }, operator.token);
    expect(
      (await t.call('ParentCoinsHandler.award_lesson_plan_coin', { lesson_plan_id: 1 }, parent.token)).body.data.lesson_plan_reward_coins,
    ).toBe(25);
    expect((await t.call('ParentTokensHandler.get_balance', {}, parent.token)).body.data.per_token_value).toBe(4);
  });

  test('refuses values out of range, naming the field and saving nothing', async ({ t, operator }) => {
    const settings = t.call.bind(t, 'OperatorEconomyHandler.saveSettings');
    await expectInvalid(t, () => settings({ recommended_max_interactions: 0 }, operator.token), 'recommended_max_interactions');
    await expectInvalid(t, () => settings({ per_token_value: -1 }, operator.token), 'per_token_value');
    await expectInvalid(t, () => settings({ lesson_plan_coins: 1001 }, operator.token), 'lesson_plan_coins');
    await expectInvalid(t, () => settings({ community_entry_coins: 2.5 }, operator.token), 'community_entry_coins');
    await expectInvalid(t, () => settings({ parent_task_coins_per_day: -1 }, operator.token), 'parent_task_coins_per_day');
    await expectInvalid(t, () => settings({ heroic_tokens_per_child_per_day: 1001 }, operator.token), 'heroic_tokens_per_child_per_day');
    // One bad value refuses the whole save.
    await expectInvalid(
      t,
      () => settings({ product_explore_coins: 7, heroic_tokens_per_child_per_day: 2.5 }, operator.token),
      'heroic_tokens_per_child_per_day',
    );
    expect(await storedSettings(t)).toEqual([]);
  });

  test('answers 403 to a parent who is not an operator and 401 without a session, saving nothing', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorEconomyHandler.saveSettings', { per_token_value: 100 }, token), parent);
  });
});
