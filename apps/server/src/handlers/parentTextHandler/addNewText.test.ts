import { describe, expect, test } from '../../test/fixture.js';

describe('ParentTextHandler.addNewText', () => {
  test("adds an operator's text, read the same in both languages until the other is written", async ({ t, parent, operator }) => {
    const input = {
      section: 'home',
      textKey: 'home.campaign.banner',
      elementType: 'title',
      text: 'Spring camp is open',
      lang: 'en' as const,
    };
    const added = await t.call('ParentTextHandler.addNewText', input, operator.token);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      text_key: 'home.campaign.banner',
      section: 'home',
      element_type: 'title',
      en: input.text,
      zh: input.text,
      edited: true,
    });
    await t.call('ParentTextHandler.updateText', { id: added.body.data.id, text: '春令营开始报名', lang: 'zh' }, operator.token);
    const changed = (await t.call('ParentTextHandler.getAllTexts', { changed_only: true }, parent.token)).body.data;
    expect(changed).toEqual([{ ...added.body.data, zh: '春令营开始报名' }]);
  });

  test('refuses a key that exists, a malformed key, and placeholders the app cannot fill', async ({ t, operator }) => {
    const taken = await t.call(
      'ParentTextHandler.addNewText',
      { section: 'common', textKey: 'common.appName', text: 'X', lang: 'en' },
      operator.token,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.reason).toBe('text_key_taken');
    const malformed = await t.call(
      'ParentTextHandler.addNewText',
      { section: 'home', textKey: 'banner', text: 'X', lang: 'en' },
      operator.token,
    );
    expect(malformed.body.errors[0].field).toBe('textKey');
    const placeholder = await t.call(
      'ParentTextHandler.addNewText',
      { section: 'home', textKey: 'home.x.y', text: 'Hi {{name}}', lang: 'en' },
      operator.token,
    );
    expect(placeholder.body.errors).toEqual([{ field: 'text', message: 'Remove {{name}}: the app has no value for it' }]);
  });

  test('is for operators only', async ({ t, parent }) => {
    const input = { section: 'home', textKey: 'home.mine.text', text: 'Mine', lang: 'en' as const };
    expect((await t.call('ParentTextHandler.addNewText', input, parent.token)).status).toBe(403);
    expect((await t.call('ParentTextHandler.addNewText', input)).status).toBe(401);
  });
});
