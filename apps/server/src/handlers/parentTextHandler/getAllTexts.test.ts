import { describe, expect, test } from '../../test/fixture.js';
import { loadBundledTexts } from '../../texts/bundledTexts.js';

const bundled = loadBundledTexts();

describe('ParentTextHandler.getAllTexts', () => {
  test('lists every text of the app in en and zh, sorted by key, in the success envelope', async ({ t, parent }) => {
    const answer = await t.call('ParentTextHandler.getAllTexts', {}, parent.token);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const texts = answer.body.data as { text_key: string; en: string; zh: string; section: string; edited: boolean }[];
    expect(texts).toHaveLength(bundled.texts.length);
    expect(texts.map((text) => text.text_key)).toEqual(bundled.texts.map((text) => text.text_key).sort());
    const greeting = texts.find((text) => text.text_key === 'common.appName');
    expect(greeting).toMatchObject({ section: 'common', edited: false });
    expect(texts.every((text) => text.en && text.zh)).toBe(true);
    // The sign-up page's namespace is the one public section.
    expect(texts.find((text) => text.text_key.startsWith('auth.'))?.section).toBe('signup');
  });

  test('with changed_only, answers only what an operator changed', async ({ t, parent, operator }) => {
    expect((await t.call('ParentTextHandler.getAllTexts', { changed_only: true }, parent.token)).body.data).toEqual([]);
    const [text] = (await t.call('ParentTextHandler.getTextsBySection', { section: 'home' }, parent.token)).body.data;
    await t.call('ParentTextHandler.updateText', { id: text.id, text: `${text.zh}！`, lang: 'zh' }, operator.token);
    const changed = (await t.call('ParentTextHandler.getAllTexts', { changed_only: true }, parent.token)).body.data;
    expect(changed).toEqual([{ ...text, zh: `${text.zh}！`, edited: true }]);
  });

  test('needs a session', async ({ t }) => {
    expect((await t.call('ParentTextHandler.getAllTexts', {})).status).toBe(401);
    expect((await t.call('ParentTextHandler.getAllTexts', {}, 'not-a-token')).status).toBe(401);
  });
});
