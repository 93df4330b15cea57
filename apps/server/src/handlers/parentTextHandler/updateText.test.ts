import { describe, expect, test } from '../../test/fixture.js';
import type { TestApp } from '../../test/testApp.js';
import { textCacheSeconds } from '../../texts/textStore.js';

async function textOf(t: TestApp, token: string, key: string) {
  const all = (await t.call('ParentTextHandler.getAllTexts', {}, token)).body.data as {
    id: number;
    text_key: string;
    en: string;
    zh: string;
  }[];
  return all.find((text) => text.text_key === key)!;
}

describe('ParentTextHandler.updateText', () => {
  test('rewrites one language; every reader sees it at once, the other language is kept', async ({ t, parent, operator }) => {
    const before = await textOf(t, parent.token, 'auth.header.hello');
    const answer = await t.call(
      'ParentTextHandler.updateText',
      { id: before.id, text: 'Welcome to the clinic family!', lang: 'en' },
      operator.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: before.id, en: 'Welcome to the clinic family!', zh: before.zh, edited: true });
    expect((await textOf(t, parent.token, 'auth.header.hello')).en).toBe('Welcome to the clinic family!');
  });

  test('keeps an answer for the cache window, and a write clears it', async ({ t, parent, operator }) => {
    const text = await textOf(t, parent.token, 'home.greeting.morning');
    // Written behind the service's back: readers keep the cached wording until the window ends.
    await t.database.db.updateTable('texts').set({ en: 'Morning!' }).where('id', '=', text.id).execute();
    expect((await textOf(t, parent.token, 'home.greeting.morning')).en).toBe(text.en);
    t.clock.advance(textCacheSeconds);
    expect((await textOf(t, parent.token, 'home.greeting.morning')).en).toBe('Morning!');
    await t.call('ParentTextHandler.updateText', { id: text.id, text: 'Good morning, team', lang: 'en' }, operator.token);
    expect((await textOf(t, parent.token, 'home.greeting.morning')).en).toBe('Good morning, team');
  });

  test('refuses an edit that drops or invents a placeholder, naming it, and changes nothing', async ({ t, parent, operator }) => {
    const text = await textOf(t, parent.token, 'home.editName');
    expect(text.en).toContain('{{name}}');
    const dropped = await t.call('ParentTextHandler.updateText', { id: text.id, text: 'Edit your name', lang: 'en' }, operator.token);
    expect(dropped.status).toBe(400);
    expect(dropped.body.errors).toEqual([{ field: 'text', message: 'Keep {{name}} in this text: the app puts a value there' }]);
    const invented = await t.call(
      'ParentTextHandler.updateText',
      { id: text.id, text: '{{name}}，{{age}}修改名字', lang: 'zh' },
      operator.token,
    );
    expect(invented.body.errors).toEqual([{ field: 'text', message: 'Remove {{age}}: the app has no value for it' }]);
    expect(await textOf(t, parent.token, 'home.editName')).toEqual(text);
  });

  test('refuses bad input with field messages: language, empty, huge, control characters', async ({ t, operator, parent }) => {
    const { id } = await textOf(t, parent.token, 'common.appName');
    const cases = [
      [{ id, text: 'x', lang: 'fr' }, 'lang', 'Language must be en or zh'],
      [{ id, text: '   ', lang: 'en' }, 'text', 'A text is required'],
      [{ id, text: 'x'.repeat(2001), lang: 'en' }, 'text', 'This text is too long'],
      [{ id, text: 'T1D\u202Eylimaf', lang: 'en' }, 'text', 'Remove the control or text-direction characters from this text'],
    ] as const;
    for (const [input, field, message] of cases) {
      const answer = await t.post({ cmd: 'ParentTextHandler.updateText', ...input }, { authorization: `Bearer ${operator.token}` });
      expect(answer.status, message).toBe(400);
      expect(answer.body.errors).toEqual([{ field, message }]);
    }
  });

  test('answers 404 for an unknown text, 403 for a parent and 401 without a session', async ({ t, parent, operator }) => {
    expect((await t.call('ParentTextHandler.updateText', { id: 999_999, text: 'x', lang: 'en' }, operator.token)).status).toBe(404);
    const { id, en } = await textOf(t, parent.token, 'common.appName');
    expect((await t.call('ParentTextHandler.updateText', { id, text: 'Mine', lang: 'en' }, parent.token)).status).toBe(403);
    expect((await t.call('ParentTextHandler.updateText', { id, text: 'Mine', lang: 'en' })).status).toBe(401);
    expect((await textOf(t, parent.token, 'common.appName')).en).toBe(en);
  });
});
