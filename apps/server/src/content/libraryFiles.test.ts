import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { namesInsulinAmount } from '../chat/answerTexts.js';
import { loadLibraryFiles, parseItemFile } from './libraryFiles.js';

const library = loadLibraryFiles();

describe('the library files', () => {
  test('hold at least 12 articles, each in en and zh, naming the guidance they follow', () => {
    const articles = library.items.filter((item) => item.kind === 'article');
    expect(articles.length).toBeGreaterThanOrEqual(12);
    for (const article of articles) {
      for (const text of [article.texts.en, article.texts.zh]) expect(text.sources.length, article.slug).toBeGreaterThan(10);
      expect(article.texts.zh.body, article.slug).toMatch(/\p{Script=Han}/u);
    }
    expect(articles.map((article) => article.slug)).toContain('screening');
    expect(articles.filter((article) => article.urgent).length).toBeGreaterThanOrEqual(4);
  });

  test('never give an amount of insulin', () => {
    for (const item of library.items) {
      for (const text of [item.texts.en, item.texts.zh]) expect(namesInsulinAmount(text.body), `${item.kind} ${item.slug}`).toBe(false);
    }
  });

  test("name no country's emergency number: the placeholder stands where the deployment's goes", () => {
    // A number right after 'emergency services' or 急救电话, or one of the well-known ones anywhere.
    const namedNumber = /(emergency services|emergency number|急救电话|拨打)\s*(\(for example\s*)?\d|(?<![\d.])(911|999|112)(?![\d.])/;
    for (const item of library.items) {
      for (const text of [item.texts.en, item.texts.zh])
        expect([text.title, text.summary, text.body].join('\n'), `${item.kind} ${item.slug}`).not.toMatch(namedNumber);
    }
  });

  test('give products a category, episodes a length and lesson plans their ages', () => {
    for (const item of library.items) {
      if (item.kind === 'product') expect(item.texts.en.category, item.slug).toBeDefined();
      if (item.kind === 'episode') expect(item.texts.en.duration, item.slug).toMatch(/^\d+:\d\d$/);
      if (item.kind === 'lesson_plan') expect(item.texts.en.ages, item.slug).toMatch(/^\d+-\d+$/);
    }
    expect(library.gifts.length).toBeGreaterThanOrEqual(8);
  });

  test('a file without front matter, or with an outside link, stops the load with its name', () => {
    expect(() => parseItemFile('## Just a body', 'article x (en)')).toThrow(/article x \(en\): the file must start with front matter/);
    expect(() => parseItemFile('---\ntitle: T\nsummary: S\n---\nSee [this](https://evil.example).', 'article y (zh)')).toThrow(
      /article y \(zh\): body: Links may only lead to the app's own pages/,
    );
  });

  test('a slug named in library.json without its files stops the load', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-'));
    fs.writeFileSync(
      path.join(dir, 'library.json'),
      JSON.stringify({ version: 1, articles: [{ slug: 'missing', urgent: false }], lessonPlans: [], juicebox: [], products: [] }),
    );
    fs.writeFileSync(path.join(dir, 'gifts.json'), '[]');
    expect(() => loadLibraryFiles(dir)).toThrow(/missing\.en\.md/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
