import type { ContentKind } from '@t1d/contract';
import { LibrarySearch } from '../chat/search.js';
import { describe, expect, test } from '../test/fixture.js';
import { addEpisodeVideos, libraryItemId } from '../test/library.js';
import type { Parent, TestApp } from '../test/testApp.js';
import { EMERGENCY_NUMBER_PLACEHOLDER } from './emergencyNumber.js';
import { loadLibraryFiles } from './libraryFiles.js';

const library = loadLibraryFiles();
// Another country's number, or the placeholder left unfilled.
const foreignNumber = /(?<![\d.])(911|999|112|120)(?![\d.])|\{\{|\}\}/;

/** An item's words as a parent reads them: its list entry and its page, in `lang`. */
async function served(t: TestApp, parent: Parent, kind: ContentKind, slug: string, lang: 'en' | 'zh') {
  const language = { 'accept-language': lang };
  if (kind === 'product') {
    const id = await libraryItemId(t, 'product', slug);
    const listed = (await t.call('TrustedProductApi.getActiveProducts', {}, parent.token, language)).body.data;
    const page = (await t.call('TrustedProductApi.getProduct', { id }, parent.token, language)).body.data;
    return [listed.find((item: { id: number }) => item.id === id), page];
  }
  const listed = (await t.call('ContentApi.list', { kind }, parent.token, language)).body.data.list;
  const page = (await t.call('ContentApi.get', { kind, slug }, parent.token, language)).body.data;
  return [listed.find((item: { slug: string }) => item.slug === slug), page];
}

describe("the library names the deployment's emergency number", () => {
  test.override({ appOptions: { config: { emergencyNumber: '000' } } });

  test('in every title, summary and body a parent is served, in both languages, and no other number', async ({ t, parent }) => {
    // Episodes are served once they have a video (ADR 0034).
    await addEpisodeVideos(t);
    let named = 0;
    for (const item of library.items) {
      for (const lang of ['en', 'zh'] as const) {
        const source = item.texts[lang];
        const [listed, page] = await served(t, parent, item.kind, item.slug, lang);
        const words = [listed.title, listed.summary, page.title, page.summary, page.body].join('\n');
        expect(words, `${item.kind} ${item.slug} (${lang})`).not.toMatch(foreignNumber);
        if ([source.title, source.summary, source.body].some((text) => text.includes(EMERGENCY_NUMBER_PLACEHOLDER))) {
          expect(words, `${item.kind} ${item.slug} (${lang})`).toMatch(/(?<!\d)000(?!\d)/);
          named += 1;
        }
      }
    }
    // The emergency articles, the low and high steps, the products for a severe low and the school notes among them.
    expect(named).toBeGreaterThanOrEqual(30);
  });

  test("in the chat's search index, whose passages the chat quotes", async ({ t }) => {
    const search = new LibrarySearch(t.database.db, t.config.emergencyNumber);
    const [found] = await search.find('什么时候拨打急救电话', 'zh', 1);
    expect(found).toMatchObject({ slug: 'when-to-call-emergency', title: '什么时候拨打急救电话 000' });
    const passages = (await search.find('when to call emergency services', 'en', 3)).flatMap((article) => article.passages);
    expect(passages.some((passage) => /call emergency services now on 000/i.test(passage.text))).toBe(true);
    for (const passage of passages) expect(passage.text).not.toMatch(foreignNumber);
  });
});
