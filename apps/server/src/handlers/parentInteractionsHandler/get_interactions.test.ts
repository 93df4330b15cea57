import { describe, expect, test } from '../../test/fixture.js';
import { at, shanghaiFamily } from '../../test/shanghai.js';
import { recordChildActivity } from '../../activity/childActivity.js';

describe('ParentInteractionsHandler.get_interactions', () => {
  test('sums interactions over the last 30 local days, the 30th day in and the 31st out', async ({ t }) => {
    const { parent, childId } = await shanghaiFamily(t);
    t.clock.advance(at('2026-11-22T16:00:00Z') - t.clock.now());
    const token = (await t.call('ParentAuthHandler.signin', { email: parent.email, password: 'secret12' })).body.data.token;
    // Today in Shanghai is 2026-11-23; the window starts on 2026-10-25 (local).
    await recordChildActivity(t.database.db, { childId, at: at('2026-10-24T15:00:00Z'), interactions: { chat_messages: 100 } });
    await recordChildActivity(t.database.db, { childId, at: at('2026-10-24T16:00:00Z'), interactions: { chat_messages: 3, npc_chats: 1 } });
    await recordChildActivity(t.database.db, {
      childId,
      at: at('2026-11-23T01:00:00Z'),
      interactions: { friend_connections: 2, minigames_with_others: 4 },
    });
    await recordChildActivity(t.database.db, { childId, at: at('2026-11-23T02:00:00Z'), interactions: { chat_messages: 5 } });
    const answer = await t.call('ParentInteractionsHandler.get_interactions', {}, token);
    expect(answer.body.data).toEqual({
      summary: { total: 15, recommended_max: 50, interactions: 15, child_id: null },
      children: [{ child_id: childId, name: 'Yu', chat_messages: 8, friend_connections: 2, minigames_with_others: 4, npc_chats: 1 }],
    });
    const one = await t.call('ParentInteractionsHandler.get_interactions', { child_id: childId }, token);
    expect(one.body.data.summary.child_id).toBe(childId);
  });
});
