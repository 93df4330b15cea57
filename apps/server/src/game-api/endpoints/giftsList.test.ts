import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';
import { giftFrom } from '../../test/gifts.js';

describe('GET /api/game/v1/gifts', () => {
  test('lists the gifts waiting for the game, oldest first, and not the delivered ones', async ({ t, parent, stranger }) => {
    const game = await gameClient(t);
    const [mine, theirs] = [await gameChild(t, parent), await gameChild(t, stranger)];
    const first = await giftFrom(t, parent, mine.id, 'Hero cape');
    t.clock.advance(60);
    const second = await giftFrom(t, stranger, theirs.id, 'Glucose-meter badge');
    const delivered = await giftFrom(t, parent, mine.id, 'Snack pack');
    expect((await game.post(`/gifts/${delivered.gift_id}/deliver`)).status).toBe(200);

    const answer = await game.get('/gifts?status=pending');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      list: [
        { gift_id: first.gift_id, child_id: mine.id, item: 'Hero cape', sent_at: first.sent_at },
        { gift_id: second.gift_id, child_id: theirs.id, item: 'Glucose-meter badge', sent_at: second.sent_at },
      ],
    });
    expect((await game.get('/gifts')).body).toEqual(answer.body);
    expect((await game.get('/gifts?limit=1')).body.list).toEqual([answer.body.list[0]]);
  });

  test.for([
    ['another status', '?status=delivered', 'status'],
    ['a limit of 0', '?limit=0', 'limit'],
    ['a limit of 501', '?limit=501', 'limit'],
    ['a limit that is not a number', '?limit=ten', 'limit'],
  ] as const)('400 for %s', async ([, query, field], { t }) => {
    const answer = await (await gameClient(t)).get(`/gifts${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field, message: expect.any(String) }]);
  });
});
