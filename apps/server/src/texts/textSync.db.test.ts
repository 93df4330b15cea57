import { describe, expect, test } from '../test/fixture.js';
import { loadBundledTexts, type BundledTexts } from './bundledTexts.js';
import { syncTexts } from './textSync.js';

const release = (texts: BundledTexts['texts'], version: string): BundledTexts => ({ texts, version });

describe("syncing the stored texts to a release's own", () => {
  test("a new release's wording replaces the old one, an operator's wording stays, gone keys go", async ({ t, operator }) => {
    const bundled = loadBundledTexts();
    const db = t.database.db;
    const edited = await db
      .selectFrom('texts')
      .select(['id', 'en'])
      .where('text_key', '=', 'home.greeting.morning')
      .executeTakeFirstOrThrow();
    await t.call('ParentTextHandler.updateText', { id: edited.id, text: 'Rise and shine', lang: 'en' }, operator.token);
    await t.call(
      'ParentTextHandler.addNewText',
      { section: 'home', textKey: 'home.campaign.note', text: 'Ours', lang: 'en' },
      operator.token,
    );

    const next = bundled.texts
      .filter((text) => text.text_key !== 'home.greeting.night')
      .map((text) => (text.text_key.startsWith('home.greeting.') ? { ...text, en: `${text.en}!`, zh: `${text.zh}！` } : text));
    next.push({ text_key: 'home.greeting.dawn', section: 'home', en: 'Good dawn', zh: '黎明好' });
    await syncTexts(db, release(next, 'next'), t.clock.now());

    const rows = await db.selectFrom('texts').select(['text_key', 'en', 'zh', 'app_en']).where('text_key', 'like', 'home.%').execute();
    const byKey = new Map(rows.map((row) => [row.text_key, row]));
    expect(byKey.get('home.greeting.morning')).toMatchObject({ en: 'Rise and shine', zh: '早上好！', app_en: 'Good Morning!' });
    expect(byKey.get('home.greeting.evening')).toMatchObject({ en: 'Good Evening!', app_en: 'Good Evening!' });
    expect(byKey.get('home.greeting.dawn')).toMatchObject({ en: 'Good dawn', zh: '黎明好' });
    expect(byKey.has('home.greeting.night')).toBe(false);
    expect(byKey.get('home.campaign.note')).toMatchObject({ en: 'Ours', app_en: null });
  });

  test('does nothing when the release is the one already synced', async ({ t }) => {
    const bundled = loadBundledTexts();
    await t.database.db.updateTable('texts').set({ en: 'Kept' }).where('text_key', '=', 'common.appName').execute();
    await syncTexts(t.database.db, bundled, t.clock.now());
    const row = await t.database.db.selectFrom('texts').select('en').where('text_key', '=', 'common.appName').executeTakeFirstOrThrow();
    expect(row.en).toBe('Kept');
  });
});
