import { describe, expect, test } from '../../test/fixture.js';
import { giveCoins } from '../../test/library.js';

describe('GiftApi.getCatalogue', () => {
  test('lists the published gifts with prices in the reader language, and the family coins', async ({ t, parent }) => {
    await giveCoins(t, parent.familyId, 1234);
    const en = (await t.call('GiftApi.getCatalogue', {}, parent.token)).body.data;
    expect(en.total_coins).toBe(1234);
    expect(en.list.length).toBeGreaterThanOrEqual(8);
    expect(en.list.every((offer: { cost: number }) => offer.cost > 0)).toBe(true);
    const zh = (await t.call('GiftApi.getCatalogue', {}, parent.token, { 'accept-language': 'zh' })).body.data;
    expect(zh.list[0].name).toMatch(/\p{Script=Han}/u);
    await t.database.db.updateTable('gift_catalogue').set({ published: 0 }).where('id', '=', en.list[0].id).execute();
    const after = (await t.call('GiftApi.getCatalogue', {}, parent.token)).body.data.list;
    expect(after.map((offer: { id: number }) => offer.id)).not.toContain(en.list[0].id);
  });
});
