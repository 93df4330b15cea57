import { describe, expect, test } from '../../test/fixture.js';
import { concurrentlyOnce } from '../../test/coins.js';

describe('ParentCoinsHandler.award_community_entry_coin', () => {
  test('awards 5 coins once, ever, under 50 concurrent calls', async ({ t, parent }) => {
    await concurrentlyOnce(t, parent, 'ParentCoinsHandler.award_community_entry_coin', {}, 'community_reward_coins', 'community', 5);
  });

  test('awards the community entry again on the next day', async ({ t, parent }) => {
    await t.call('ParentCoinsHandler.award_community_entry_coin', {}, parent.token);
    t.clock.advance(86400);
    const signin = await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'correct horse' });
    const next = await t.call('ParentCoinsHandler.award_community_entry_coin', {}, signin.body.data.token);
    expect(next.body.data.community_reward_coins).toBe(5);
  });
});
