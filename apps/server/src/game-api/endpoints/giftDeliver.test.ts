import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';
import { giftFrom } from '../../test/gifts.js';

describe('POST /api/game/v1/gifts/{gift_id}/deliver', () => {
  test('marks the gift delivered; delivering again, or 20 times at once, keeps the first time', async ({ t, parent }) => {
    const game = await gameClient(t);
    const gift = await giftFrom(t, parent, (await gameChild(t, parent)).id);
    t.clock.advance(30);
    const answer = await game.post(`/gifts/${gift.gift_id}/deliver`);
    expect([answer.status, answer.body]).toEqual([200, { gift_id: gift.gift_id, delivered_at: t.clock.now() }]);
    t.clock.advance(30);
    const again = await Promise.all(Array.from({ length: 20 }, () => game.post(`/gifts/${gift.gift_id}/deliver`)));
    expect(again.every((a) => a.status === 200 && a.body.delivered_at === answer.body.delivered_at)).toBe(true);
    expect((await game.get('/gifts')).body.list).toEqual([]);
  });

  test('an unknown gift is 404', async ({ t }) => {
    const answer = await (await gameClient(t)).post('/gifts/999999/deliver');
    expect([answer.status, answer.body]).toEqual([404, { code: 404, msg: 'Not found', reason: 'not_found' }]);
  });

  test.for([['abc'], ['0'], ['-3'], ['1.5']])('400 for the gift id %s', async ([giftId], { t }) => {
    const answer = await (await gameClient(t)).post(`/gifts/${giftId}/deliver`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'gift_id', message: expect.any(String) }]);
  });
});
