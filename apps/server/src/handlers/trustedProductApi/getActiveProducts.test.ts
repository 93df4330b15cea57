import { describe, expect, test } from '../../test/fixture.js';
import { libraryItemId, setPublished } from '../../test/library.js';

describe('TrustedProductApi.getActiveProducts', () => {
  test('lists the published product kinds with their category, explored per family', async ({ t, parent, stranger }) => {
    const list = (await t.call('TrustedProductApi.getActiveProducts', {}, parent.token)).body.data;
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list[0]).toMatchObject({ slug: 'blood-glucose-meter', category: 'monitoring', explored: false });
    await t.call('ParentCoinsHandler.award_product_explore_coin', { product_id: list[0].id }, parent.token);
    expect((await t.call('TrustedProductApi.getActiveProducts', {}, parent.token)).body.data[0].explored).toBe(true);
    expect((await t.call('TrustedProductApi.getActiveProducts', {}, stranger.token)).body.data[0].explored).toBe(false);
  });

  test('an unpublished product is gone from the list', async ({ t, parent }) => {
    await setPublished(t, await libraryItemId(t, 'product', 'glucagon'), false);
    const list = (await t.call('TrustedProductApi.getActiveProducts', {}, parent.token)).body.data;
    expect(list.map((product: { slug: string }) => product.slug)).not.toContain('glucagon');
  });
});
