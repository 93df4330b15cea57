import { describe, expect, test } from '../../test/fixture.js';
import { libraryItemId, setPublished } from '../../test/library.js';
import { notFound } from '../../test/walls.js';

describe('TrustedProductApi.getProduct', () => {
  test('answers a product with its description, in the reader language', async ({ t, parent }) => {
    const id = await libraryItemId(t, 'product', 'continuous-glucose-monitor');
    const en = await t.call('TrustedProductApi.getProduct', { id }, parent.token);
    expect(en.body.data).toMatchObject({ id, slug: 'continuous-glucose-monitor', category: 'monitoring', explored: false });
    expect(en.body.data.body.length).toBeGreaterThan(200);
    const zh = await t.call('TrustedProductApi.getProduct', { id }, parent.token, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.body.data.title).toMatch(/\p{Script=Han}/u);
  });

  test('an article id, an unpublished product and an unknown id are not found', async ({ t, parent }) => {
    const hidden = await libraryItemId(t, 'product', 'sharps-container');
    await setPublished(t, hidden, false);
    for (const id of [await libraryItemId(t, 'article', 'hypoglycaemia'), hidden, 999_999]) {
      const answer = await t.call('TrustedProductApi.getProduct', { id }, parent.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
  });
});
