import { describe, expect, test } from '../../test/fixture.js';
import { newItem, parentOpens, saveItemAs, seededItemId } from '../../test/operatorContent.js';
import { expectInvalid, expectOperatorOnly, notFound, snapshot, unknownId } from '../../test/walls.js';

describe('OperatorContentHandler.setPublished', () => {
  test('hides a seeded article from parents and shows it again, its words and date unchanged', async ({ t, operator, parent, clock }) => {
    const id = await seededItemId(t, 'article', 'hypoglycaemia');
    const before = (await t.call('OperatorContentHandler.getItem', { id }, operator.token)).body.data;
    clock.advance(60);
    const hidden = await t.call('OperatorContentHandler.setPublished', { id, published: false }, operator.token);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toEqual({ ...before, published: false });
    expect(await parentOpens(t, parent, 'article', 'hypoglycaemia')).toBe(404);
    const urgent = (await t.call('ContentApi.list', { kind: 'article', urgent_only: true }, parent.token)).body.data.list;
    expect(urgent.map((item: { slug: string }) => item.slug)).not.toContain('hypoglycaemia');

    const shown = await t.call('OperatorContentHandler.setPublished', { id, published: true }, operator.token);
    expect(shown.body.data).toEqual(before);
    expect(await parentOpens(t, parent, 'article', 'hypoglycaemia')).toBe(200);
  });

  test('a hidden product is gone from the trusted products until it is published again', async ({ t, operator, parent }) => {
    const id = await seededItemId(t, 'product', 'glucagon');
    await t.call('OperatorContentHandler.setPublished', { id, published: false }, operator.token);
    const gone = await t.call('TrustedProductApi.getProduct', { id }, parent.token);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(notFound);
    const active = (await t.call('TrustedProductApi.getActiveProducts', {}, parent.token)).body.data;
    expect(active.map((product: { slug: string }) => product.slug)).not.toContain('glucagon');
    await t.call('OperatorContentHandler.setPublished', { id, published: true }, operator.token);
    const back = await t.call('TrustedProductApi.getProduct', { id }, parent.token);
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ id, slug: 'glucagon' });
  });

  test('publishing an operator’s new item shows parents its words', async ({ t, operator, parent }) => {
    const own = await saveItemAs(t, operator, newItem('article', 'night-lows'));
    expect(await parentOpens(t, parent, 'article', 'night-lows')).toBe(404);
    const answer = await t.call('OperatorContentHandler.setPublished', { id: own.id, published: true }, operator.token);
    expect(answer.body.data).toEqual({ ...own, published: true });
    const seen = await t.call('ContentApi.get', { slug: 'night-lows' }, parent.token);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ title: own.en.title, body: own.en.body });
  });

  test('answers 404 for an unknown item with nothing changed, and refuses a missing flag', async ({ t, operator }) => {
    const before = await snapshot(t);
    const unknown = await t.call('OperatorContentHandler.setPublished', { id: unknownId, published: false }, operator.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(notFound);
    expect(await snapshot(t)).toEqual(before);
    const id = await seededItemId(t, 'article', 'hypoglycaemia');
    await expectInvalid(
      t,
      () => t.call('OperatorContentHandler.setPublished', { id, published: 'no' as never }, operator.token),
      'published',
    );
  });

  test('is for operators only', async ({ t, parent }) => {
    const id = await seededItemId(t, 'article', 'hypoglycaemia');
    await expectOperatorOnly(t, (token) => t.call('OperatorContentHandler.setPublished', { id, published: false }, token), parent);
  });
});
