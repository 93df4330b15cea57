import { describe, expect, test } from '../../test/fixture.js';
import { gameChild } from '../../test/game.js';
import { giveCoins } from '../../test/library.js';

describe('GiftApi.list', () => {
  test('lists the family’s gifts newest first, paged, never another family’s', async ({ t, parent, stranger }) => {
    const child = await gameChild(t, parent);
    const theirChild = await gameChild(t, stranger);
    const offers = (await t.call('GiftApi.getCatalogue', {}, parent.token)).body.data.list;
    await giveCoins(t, parent.familyId, 5000);
    await giveCoins(t, stranger.familyId, 5000);
    for (const [index, offer] of offers.slice(0, 3).entries()) {
      t.clock.advance(10);
      await t.call('GiftApi.send', { child_id: child.id, gift_id: offer.id, request_id: `mine_tap_${index}_000` }, parent.token);
    }
    await t.call('GiftApi.send', { child_id: theirChild.id, gift_id: offers[0].id, request_id: 'their_tap_0000' }, stranger.token);
    const zh = (await t.call('GiftApi.list', { per_page: 2 }, parent.token, { 'accept-language': 'zh' })).body.data;
    expect(zh).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(zh.list.map((gift: { item: string }) => gift.item)).toEqual([offers[2].item, offers[1].item]);
    expect(zh.list[0].name).toMatch(/\p{Script=Han}/u);
    expect(zh.list.every((gift: { status: string; child_id: number }) => gift.status === 'sent' && gift.child_id === child.id)).toBe(true);
    expect((await t.call('GiftApi.list', { page: 2, per_page: 2 }, parent.token)).body.data.list).toHaveLength(1);
  });
});
