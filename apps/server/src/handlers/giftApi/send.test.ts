import { describe, expect, test } from '../../test/fixture.js';
import { gameChild, gameClient } from '../../test/game.js';
import { giveCoins } from '../../test/library.js';
import type { Parent, TestApp } from '../../test/testApp.js';
import { expectForeignLikeUnknown, expectInvalid, snapshot } from '../../test/walls.js';
import { totalCoins } from '../../test/coins.js';

const offers = async (t: TestApp, parent: Parent) => (await t.call('GiftApi.getCatalogue', {}, parent.token)).body.data.list;
let taps = 0;
const tap = () => `tap_${process.pid}_${(taps += 1)}_abcdef`;

describe('GiftApi.send', () => {
  test('spends the price once and sends one gift, however often the same tap arrives at once', async ({ t, parent }) => {
    const child = await gameChild(t, parent);
    const [offer] = await offers(t, parent);
    await giveCoins(t, parent.familyId, 500);
    const request_id = tap();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('GiftApi.send', { child_id: child.id, gift_id: offer.id, request_id }, parent.token)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.gift.gift_id)).size).toBe(1);
    expect(answers[0]?.body.data.gift).toMatchObject({
      child_id: child.id,
      item: offer.item,
      cost: offer.cost,
      status: 'sent',
      delivered_at: null,
    });
    expect(await totalCoins(t, parent)).toBe(500 - offer.cost);
    const spends = await t.database.db.selectFrom('coin_ledger').selectAll().where('reason', '=', 'gift').execute();
    expect(spends).toHaveLength(1);
    expect(spends[0]?.amount).toBe(-offer.cost);
  });

  test('never spends below zero under 50 different taps at once', async ({ t, parent }) => {
    const child = await gameChild(t, parent);
    const [offer] = await offers(t, parent);
    await giveCoins(t, parent.familyId, offer.cost * 3 + 1);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('GiftApi.send', { child_id: child.id, gift_id: offer.id, request_id: tap() }, parent.token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(47);
    expect(refused.every((answer) => answer.status === 409 && answer.body.reason === 'not_enough_coins')).toBe(true);
    expect(await totalCoins(t, parent)).toBe(1);
  });

  test('refuses a gift the family cannot afford, changing nothing', async ({ t, parent }) => {
    const child = await gameChild(t, parent);
    const [offer] = await offers(t, parent);
    await giveCoins(t, parent.familyId, offer.cost - 1);
    const before = await snapshot(t);
    const answer = await t.call('GiftApi.send', { child_id: child.id, gift_id: offer.id, request_id: tap() }, parent.token);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 409, msg: 'Not enough coins for this gift', reason: 'not_enough_coins' });
    expect(await snapshot(t)).toEqual(before);
  });

  test('the same tap with another gift is refused', async ({ t, parent }) => {
    const child = await gameChild(t, parent);
    const [first, second] = await offers(t, parent);
    await giveCoins(t, parent.familyId, 1000);
    const request_id = tap();
    await t.call('GiftApi.send', { child_id: child.id, gift_id: first.id, request_id }, parent.token);
    const again = await t.call('GiftApi.send', { child_id: child.id, gift_id: second.id, request_id }, parent.token);
    expect(again.status).toBe(409);
    expect(again.body.reason).toBe('gift_request_reused');
  });

  test('another family’s child, or an unknown gift, is not found and nothing is spent', async ({ t, parent, stranger }) => {
    const theirs = await gameChild(t, stranger);
    const mine = await gameChild(t, parent);
    const [offer] = await offers(t, parent);
    await giveCoins(t, parent.familyId, 1000);
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('GiftApi.send', { child_id: Number(id), gift_id: offer.id, request_id: tap() }, parent.token),
      theirs.id,
    );
    await t.database.db.updateTable('gift_catalogue').set({ published: 0 }).where('id', '=', offer.id).execute();
    await expectForeignLikeUnknown(
      t,
      (id) => t.call('GiftApi.send', { child_id: mine.id, gift_id: Number(id), request_id: tap() }, parent.token),
      offer.id,
    );
  });

  test('refuses a malformed tap id', async ({ t, parent }) => {
    const child = await gameChild(t, parent);
    for (const request_id of ['short', 'x'.repeat(65), 'has space in it', 'tab\tinside_it']) {
      await expectInvalid(t, () => t.call('GiftApi.send', { child_id: child.id, gift_id: 1, request_id }, parent.token), 'request_id');
    }
  });

  test('the game collects the gift and delivers it once; the parent sees it delivered', async ({ t, parent }) => {
    const child = await gameChild(t, parent);
    const [offer] = await offers(t, parent);
    await giveCoins(t, parent.familyId, 1000);
    const sent = (await t.call('GiftApi.send', { child_id: child.id, gift_id: offer.id, request_id: tap() }, parent.token)).body.data.gift;
    const game = await gameClient(t);
    expect((await game.get('/gifts?status=pending')).body.list).toEqual([
      { gift_id: sent.gift_id, child_id: child.id, item: offer.item, sent_at: sent.sent_at },
    ]);
    t.clock.advance(60);
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => game.post(`/gifts/${sent.gift_id}/deliver`)));
    expect(new Set(deliveries.map((answer) => answer.body.delivered_at)).size).toBe(1);
    expect((await game.get('/gifts?status=pending')).body.list).toEqual([]);
    const listed = (await t.call('GiftApi.list', {}, parent.token)).body.data;
    expect(listed.list[0]).toMatchObject({
      gift_id: sent.gift_id,
      status: 'delivered',
      delivered_at: deliveries[0]?.body.delivered_at,
      child_name: child.realName,
    });
  });
});
