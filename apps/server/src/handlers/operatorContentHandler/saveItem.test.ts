import { loadLibraryFiles } from '../../content/libraryFiles.js';
import { syncLibrary } from '../../content/librarySync.js';
import { describe, expect, test } from '../../test/fixture.js';
import { itemText, newItem, parentOpens, saveItemAs, seededItemId } from '../../test/operatorContent.js';
import type { TestApp } from '../../test/testApp.js';
import { expectInvalid, expectOperatorOnly, notFound, snapshot, unknownId } from '../../test/walls.js';

const storedItem = (t: TestApp, id: number) =>
  t.database.db
    .selectFrom('content_items')
    .select(['published', 'source_hash', 'created_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The library files as they are, one version on, with the hypoglycaemia article's files changed or not. */
async function loadNextFiles(t: TestApp, changeHypo: boolean) {
  const files = loadLibraryFiles();
  const stored = await t.database.db.selectFrom('settings').select('value').where('key', '=', 'library_version').executeTakeFirstOrThrow();
  const items = files.items.map((item) => (changeHypo && item.slug === 'hypoglycaemia' ? { ...item, sourceHash: 'changed' } : item));
  await syncLibrary(t.database.db, { ...files, items, version: Number(stored.value) + 1 }, t.clock.now());
}

describe('OperatorContentHandler.saveItem', () => {
  test('adds an item of the operator’s, hidden from parents until it is published', async ({ t, operator, parent, clock }) => {
    const answer = await t.call(
      'OperatorContentHandler.saveItem',
      newItem('lesson_plan', 'snack-time', { slug: ' snack-time ', ages: '4-7', minutes: 15, position: 9 }),
      operator.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, msg: 'success' });
    const item = answer.body.data;
    expect(item).toMatchObject({
      kind: 'lesson_plan',
      slug: 'snack-time',
      position: 9,
      urgent: false,
      category: null,
      video_url: null,
      ages: '4-7',
      minutes: 15,
      published: false,
      from_files: false,
      updated_at: clock.now(),
      en: itemText('Title of snack-time'),
      zh: itemText('snack-time 的标题'),
    });
    expect(await storedItem(t, item.id)).toEqual({ published: 0, source_hash: null, created_at: clock.now(), updated_at: clock.now() });
    expect(await parentOpens(t, parent, 'lesson_plan', 'snack-time')).toBe(404);
  });

  test('rewriting a seeded article keeps it the files’ and shows parents its new words at once', async ({ t, operator, parent, clock }) => {
    const id = await seededItemId(t, 'article', 'hypoglycaemia');
    const { source_hash: hash } = await storedItem(t, id);
    clock.advance(60);
    const en = itemText('Lows, rewritten');
    const zh = itemText('低血糖（改写）');
    const saved = await saveItemAs(t, operator, newItem('article', 'hypoglycaemia', { id, urgent: true, en, zh }));
    expect(saved).toMatchObject({ id, published: true, from_files: true, updated_at: clock.now(), en, zh });
    expect((await storedItem(t, id)).source_hash).toBe(hash);
    const seen = await t.call('ContentApi.get', { slug: 'hypoglycaemia' }, parent.token);
    expect(seen.body.data).toMatchObject({ title: 'Lows, rewritten', body: en.body, sources: 'ISPAD 2022', updated_at: clock.now() });
    const seenInChinese = await t.call('ContentApi.get', { slug: 'hypoglycaemia' }, parent.token, { 'accept-language': 'zh-CN' });
    expect(seenInChinese.body.data.title).toBe('低血糖（改写）');
  });

  test('the edit lasts until the library files change, and then the files win', async ({ t, operator, parent }) => {
    const id = await seededItemId(t, 'article', 'hypoglycaemia');
    await saveItemAs(t, operator, newItem('article', 'hypoglycaemia', { id, urgent: true, en: itemText('Edited') }));
    await loadNextFiles(t, false);
    expect((await t.call('ContentApi.get', { slug: 'hypoglycaemia' }, parent.token)).body.data.title).toBe('Edited');
    await loadNextFiles(t, true);
    const seen = (await t.call('ContentApi.get', { slug: 'hypoglycaemia' }, parent.token)).body.data;
    expect(seen.title).not.toBe('Edited');
    expect(seen.title).toBe(loadLibraryFiles().items.find((item) => item.slug === 'hypoglycaemia')?.texts.en.title);
  });

  test('refuses a slug another item of the kind has, with nothing changed; another kind may share it', async ({ t, operator }) => {
    const own = await saveItemAs(t, operator, newItem('article', 'my-article'));
    const before = await snapshot(t);
    const taken = await t.call('OperatorContentHandler.saveItem', newItem('article', 'hypoglycaemia'), operator.token);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 409, msg: 'An item of this kind with this slug already exists', reason: 'content_slug_taken' });
    const renamed = await t.call('OperatorContentHandler.saveItem', newItem('article', 'first-weeks', { id: own.id }), operator.token);
    expect(renamed.status).toBe(409);
    expect(renamed.body.reason).toBe('content_slug_taken');
    expect(await snapshot(t)).toEqual(before);
    expect((await saveItemAs(t, operator, newItem('product', 'hypoglycaemia'))).slug).toBe('hypoglycaemia');
  });

  test('answers 404 for an unknown id and for an item of another kind, with nothing changed', async ({ t, operator }) => {
    const glucagon = await seededItemId(t, 'product', 'glucagon');
    const before = await snapshot(t);
    for (const input of [newItem('article', 'nowhere', { id: unknownId }), newItem('article', 'glucagon', { id: glucagon })]) {
      const answer = await t.call('OperatorContentHandler.saveItem', input, operator.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  test('refuses bad slugs, control characters, links out, HTML and oversize texts, naming the field', async ({ t, operator }) => {
    const send = (overrides: Parameters<typeof newItem>[2]) => () =>
      t.call('OperatorContentHandler.saveItem', newItem('article', 'fine-slug', overrides), operator.token);
    const slug = await expectInvalid(t, send({ slug: 'Not A Slug' }), 'slug');
    expect(slug.body.msg).toBe('Use lowercase letters, digits and single hyphens');
    await expectInvalid(t, send({ slug: 'double--hyphen' }), 'slug');
    await expectInvalid(t, send({ slug: 'x'.repeat(61) }), 'slug');
    await expectInvalid(t, send({ en: itemText('Ring\u0007') }), 'en.title');
    await expectInvalid(t, send({ zh: itemText('倒\u202E转') }), 'zh.title');
    const link = await expectInvalid(t, send({ en: itemText('Links', { body: 'Read [x](https://evil.example) now' }) }), 'en.body');
    expect(link.body.msg).toBe("Links may only lead to the app's own pages: https://evil.example");
    const html = await expectInvalid(t, send({ zh: itemText('HTML', { body: 'Hi <script>alert(1)</script>' }) }), 'zh.body');
    expect(html.body.msg).toBe('HTML is not allowed: use the text formatting described for the library');
    await expectInvalid(t, send({ en: itemText('Long', { body: 'x'.repeat(40_001) }) }), 'en.body');
    await expectInvalid(t, send({ en: itemText('x'.repeat(121)) }), 'en.title');
    await expectInvalid(t, send({ en: itemText('Short', { summary: ' ' }) }), 'en.summary');
    await expectInvalid(t, send({ en: itemText('Sources', { sources: 's'.repeat(1001) }) }), 'en.sources');
    await expectInvalid(t, send({ video_url: 'javascript:alert(1)' }), 'video_url');
    await expectInvalid(t, send({ ages: 'toddlers' }), 'ages');
    await expectInvalid(t, send({ category: 'candy' as never }), 'category');
    await expectInvalid(t, send({ kind: 'video' as never }), 'kind');
  });

  test('is for operators only', async ({ t, parent }) => {
    await expectOperatorOnly(t, (token) => t.call('OperatorContentHandler.saveItem', newItem('article', 'sneaky'), token), parent);
  });
});
