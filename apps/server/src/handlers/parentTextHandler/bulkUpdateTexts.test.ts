import { describe, expect, test } from '../../test/fixture.js';

type Text = { id: number; text_key: string; en: string; zh: string };

describe('ParentTextHandler.bulkUpdateTexts', () => {
  test('saves several texts of one language at once', async ({ t, parent, operator }) => {
    const greetings: Text[] = (await t.call('ParentTextHandler.getTextsBySection', { section: 'home' }, parent.token)).body.data.filter(
      (text: Text) => text.text_key.startsWith('home.greeting.'),
    );
    expect(greetings).toHaveLength(4);
    const updates = greetings.map((text) => ({ id: text.id, text: `${text.zh}呀` }));
    const answer = await t.call('ParentTextHandler.bulkUpdateTexts', { updates, lang: 'zh' }, operator.token);
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((text: Text) => text.zh)).toEqual(greetings.map((text) => `${text.zh}呀`));
    expect(answer.body.data.map((text: Text) => text.en)).toEqual(greetings.map((text) => text.en));
  });

  test('saves none when one is wrong, and names the one', async ({ t, parent, operator }) => {
    const texts: Text[] = (await t.call('ParentTextHandler.getTextsBySection', { section: 'family' }, parent.token)).body.data;
    const plain = texts.find((text) => !text.en.includes('{{'))!;
    const named = texts.find((text) => text.text_key === 'family.loginName')!;
    const updates = [
      { id: plain.id, text: 'Changed' },
      { id: named.id, text: 'Login name' },
    ];
    const answer = await t.call('ParentTextHandler.bulkUpdateTexts', { updates, lang: 'en' }, operator.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'updates.1.text', message: 'Keep {{name}} in this text: the app puts a value there' }]);
    const after: Text[] = (await t.call('ParentTextHandler.getTextsBySection', { section: 'family' }, parent.token)).body.data;
    expect(after).toEqual(texts);
    const unknown = await t.call(
      'ParentTextHandler.bulkUpdateTexts',
      { updates: [{ id: 999_999, text: 'x' }], lang: 'en' },
      operator.token,
    );
    expect(unknown.status).toBe(404);
  });

  test('refuses an empty or oversized batch, and a parent', async ({ t, parent, operator }) => {
    const empty = await t.call('ParentTextHandler.bulkUpdateTexts', { updates: [], lang: 'en' }, operator.token);
    expect(empty.body.errors).toEqual([{ field: 'updates', message: 'There is nothing to update' }]);
    const many = Array.from({ length: 201 }, (_, index) => ({ id: index + 1, text: 'x' }));
    const huge = await t.call('ParentTextHandler.bulkUpdateTexts', { updates: many, lang: 'en' }, operator.token);
    expect(huge.body.errors).toEqual([{ field: 'updates', message: 'At most 200 texts can be updated at once' }]);
    expect((await t.call('ParentTextHandler.bulkUpdateTexts', { updates: [{ id: 1, text: 'x' }], lang: 'en' }, parent.token)).status).toBe(
      403,
    );
  });
});
