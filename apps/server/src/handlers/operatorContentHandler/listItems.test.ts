import { describe, expect, test } from '../../test/fixture.js';
import { newItem, saveItemAs } from '../../test/operatorContent.js';
import { expectInvalid, expectOperatorOnly } from '../../test/walls.js';

type Listed = { id: number; slug: string; published: boolean; from_files: boolean; title: string; title_zh: string };

describe('OperatorContentHandler.listItems', () => {
  test('lists one kind in the parents’ order, titled in both languages, a page at a time', async ({ t, operator, parent }) => {
    const answer = await t.call('OperatorContentHandler.listItems', { kind: 'article' }, operator.token);
    expect(answer.status).toBe(200);
    const { list, total, page, per_page } = answer.body.data;
    expect({ total, page, per_page }).toEqual({ total: 13, page: 1, per_page: 50 });
    const seen = (await t.call('ContentApi.list', { kind: 'article' }, parent.token)).body.data.list;
    expect(list.map((item: Listed) => item.slug)).toEqual(seen.map((item: { slug: string }) => item.slug));
    expect(list[0]).toMatchObject({ slug: 'hypoglycaemia', kind: 'article', urgent: true, published: true, from_files: true });
    expect(list[0].title).toBe(seen[0].title);
    expect(list[0].title_zh).toMatch(/低血糖/);
    expect(list[0]).not.toHaveProperty('en');

    const third = (await t.call('OperatorContentHandler.listItems', { kind: 'article', page: 3, per_page: 5 }, operator.token)).body.data;
    expect(third).toMatchObject({ total: 13, page: 3, per_page: 5 });
    expect(third.list.map((item: Listed) => item.slug)).toEqual(list.slice(10).map((item: Listed) => item.slug));
  });

  test('includes hidden items and the operator’s own, and only the kind asked for', async ({ t, operator }) => {
    const own = await saveItemAs(t, operator, newItem('product', 'spare-batteries', { category: 'everyday', position: 10_000 }));
    const products = (await t.call('OperatorContentHandler.listItems', { kind: 'product' }, operator.token)).body.data;
    expect(products.total).toBe(14);
    expect(products.list.at(-1)).toEqual({
      ...own,
      en: undefined,
      zh: undefined,
      title: 'Title of spare-batteries',
      title_zh: 'spare-batteries 的标题',
    });
    const articles = (await t.call('OperatorContentHandler.listItems', { kind: 'article' }, operator.token)).body.data.list;
    expect(articles.map((item: Listed) => item.slug)).not.toContain('spare-batteries');
  });

  test('refuses an unknown kind and pages out of range', async ({ t, operator }) => {
    const list = t.call.bind(t, 'OperatorContentHandler.listItems');
    await expectInvalid(t, () => list({ kind: 'video' as never }, operator.token), 'kind');
    await expectInvalid(t, () => list({ kind: 'article', per_page: 201 }, operator.token), 'per_page');
    await expectInvalid(t, () => list({ kind: 'article', page: 0 }, operator.token), 'page');
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorContentHandler.listItems', { kind: 'article' }, token), parent);
  });
});
