import { loadLibraryFiles } from '../../content/libraryFiles.js';
import { describe, expect, test } from '../../test/fixture.js';
import { newItem, saveItemAs, seededItemId } from '../../test/operatorContent.js';
import { expectInvalid, expectOperatorOnly, notFound, unknownId } from '../../test/walls.js';

describe('OperatorContentHandler.getItem', () => {
  test('opens a seeded item with its words in both languages', async ({ t, operator }) => {
    const id = await seededItemId(t, 'product', 'glucagon');
    const files = loadLibraryFiles().items.find((item) => item.kind === 'product' && item.slug === 'glucagon')!;
    const answer = await t.call('OperatorContentHandler.getItem', { id }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, msg: 'success' });
    expect(answer.body.data).toMatchObject({
      id,
      kind: 'product',
      slug: 'glucagon',
      category: files.texts.en.category,
      published: true,
      from_files: true,
      en: { title: files.texts.en.title, summary: files.texts.en.summary, body: files.texts.en.body },
      zh: { title: files.texts.zh.title, summary: files.texts.zh.summary, body: files.texts.zh.body },
    });
  });

  test('opens every seeded item, and an unpublished item of the operator’s', async ({ t, operator }) => {
    for (const kind of ['article', 'lesson_plan', 'episode', 'product'] as const) {
      const list = (await t.call('OperatorContentHandler.listItems', { kind, per_page: 200 }, operator.token)).body.data.list;
      for (const { id } of list) {
        const answer = await t.call('OperatorContentHandler.getItem', { id }, operator.token);
        expect(answer.status, answer.raw).toBe(200);
      }
    }
    const own = await saveItemAs(
      t,
      operator,
      newItem('episode', 'new-episode', { duration_seconds: 300, video_url: 'https://video.example/1' }),
    );
    const answer = await t.call('OperatorContentHandler.getItem', { id: own.id }, operator.token);
    expect(answer.body.data).toEqual(own);
    expect(own).toMatchObject({ published: false, from_files: false, duration_seconds: 300, video_url: 'https://video.example/1' });
  });

  test('answers 404 for an unknown id and for the programme’s lesson-plan collection, which has no words', async ({ t, operator }) => {
    const collection = await seededItemId(t, 'lesson_plan', 'parent-lesson-plans');
    for (const id of [unknownId, collection]) {
      const answer = await t.call('OperatorContentHandler.getItem', { id }, operator.token);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(notFound);
    }
    await expectInvalid(t, () => t.call('OperatorContentHandler.getItem', { id: 0 }, operator.token), 'id');
  });

  test('is for operators only', async ({ t, parent }) => {
    const id = await seededItemId(t, 'article', 'hypoglycaemia');
    await expectOperatorOnly(t, (token) => t.call('OperatorContentHandler.getItem', { id }, token), parent);
  });
});
