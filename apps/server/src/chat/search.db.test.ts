import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import questions from './eval/retrievalQuestions.json' with { type: 'json' };
import { LibrarySearch } from './search.js';
import { routeQuestion } from './triage.js';

/**
 * The fixed set (eval/retrievalQuestions.json) was written before the search was tuned: each question
 * with the article that answers it and, for the later entries, the guidance the answer must open with
 * (`low`, `high`, `emergency`, or null for none; without the field only the article is checked). The
 * answer is right when that guidance leads and the article is cited first. The goal: at least 95 % in
 * each language, and every low and every emergency right.
 */
type Question = { lang: 'en' | 'zh'; question: string; expect: string; guidance?: 'low' | 'high' | 'emergency' | null };

describe('the chat on the fixed questions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('has at least 90 questions, 40 in each language, 20 of them lows', () => {
    const list = questions as Question[];
    expect(list.length).toBeGreaterThanOrEqual(90);
    for (const lang of ['en', 'zh']) expect(list.filter((question) => question.lang === lang).length).toBeGreaterThanOrEqual(40);
    expect(list.filter((question) => question.guidance === 'low').length).toBeGreaterThanOrEqual(20);
  });

  test('opens with the right guidance and cites the right article first for at least 95 %, every low and emergency', async () => {
    const search = new LibrarySearch(t.database.db, t.config.emergencyNumber);
    const right = { en: 0, zh: 0 };
    const missed: string[] = [];
    const missedSafety: string[] = [];
    for (const question of questions as Question[]) {
      const route = await routeQuestion(search, question.question, question.lang);
      const guidance = route.kind === 'emergency' ? 'emergency' : (route.guidance?.kind ?? null);
      const first = route.kind === 'emergency' ? route.slugs[0] : route.found[0]?.slug;
      if (first === question.expect && (question.guidance === undefined || question.guidance === guidance)) right[question.lang] += 1;
      else {
        const miss = `${question.question} → ${question.guidance ?? ''} ${question.expect}, got ${guidance ?? ''} ${first}`;
        missed.push(miss);
        if (question.guidance === 'low' || question.guidance === 'emergency') missedSafety.push(miss);
      }
    }
    const count = (lang: string) => questions.filter((question) => question.lang === lang).length;
    process.stdout.write(
      `retrieval: right first ${right.en + right.zh}/${questions.length} (en ${right.en}/${count('en')}, zh ${right.zh}/${count('zh')}); missed: ${missed.join(' | ') || 'none'}\n`,
    );
    expect(missedSafety).toEqual([]);
    for (const lang of ['en', 'zh'] as const) expect(right[lang] / count(lang)).toBeGreaterThanOrEqual(0.95);
  });

  test("never quotes the other state's steps beside a low's or a high's guidance, whatever words they share", async () => {
    const search = new LibrarySearch(t.database.db, t.config.emergencyNumber);
    const described = [
      // A high reading of 15 once matched the low article's "rule of 15", and quoted sugar for a high.
      { lang: 'en', question: 'his glucose is 15 mmol/L, what should I do?', kind: 'high' },
      { lang: 'zh', question: '他的血糖是 15 mmol/L，怎么办？', kind: 'high' },
      { lang: 'en', question: 'she is shaky and sweaty and 3.4, I gave her 15 g of juice already', kind: 'low' },
      { lang: 'zh', question: '她发抖出汗，血糖3.4，已经吃了15克糖', kind: 'low' },
    ] as const;
    const all: { lang: 'en' | 'zh'; question: string; kind?: string }[] = [...described, ...(questions as Question[])];
    let guided = 0;
    for (const { question, lang, kind } of all) {
      const route = await routeQuestion(search, question, lang);
      if (kind) expect(route.kind === 'library' ? route.guidance?.kind : route.kind, question).toBe(kind);
      if (route.kind !== 'library' || !route.guidance) continue;
      guided += 1;
      const cited = route.found.map((article) => article.slug);
      expect(cited[0], question).toBe(route.guidance.slug);
      expect(cited, question).not.toContain(route.guidance.contradicts);
    }
    expect(guided).toBeGreaterThanOrEqual(30);
  });

  test("beside a low's or a high's guidance, the words of the check find no other article", async () => {
    const search = new LibrarySearch(t.database.db, t.config.emergencyNumber);
    // "tested" found the screening article (a blood test) beside the rule of 15.
    for (const [question, lang] of [
      ['tested him, got 2.9', 'en'],
      ['just checked her: 3.1', 'en'],
      ['刚测了一下2.8', 'zh'],
      ['刚刚测了一下，2.8', 'zh'],
    ] as const) {
      const route = await routeQuestion(search, question, lang);
      expect(route.kind === 'library' && route.found.map((article) => article.slug), question).toEqual(['hypoglycaemia']);
    }
    // What a question asks beyond the reading is still searched: a low at school finds school.
    const atSchool = await routeQuestion(search, 'tested him at school, got 3.2, what should his teacher do?', 'en');
    expect(atSchool.kind === 'library' && atSchool.found.map((article) => article.slug)).toContain('school-care-plan');
  });

  test('a bare number names no topic; the rule of 15 by any of its names does', async () => {
    const search = new LibrarySearch(t.database.db, t.config.emergencyNumber);
    const slugsFor = async (question: string, lang: 'en' | 'zh') => (await search.find(question, lang)).map((article) => article.slug);
    // An age, a count or an amount once found the low's "rule of 15", and any article with a dose or a time in it.
    for (const [question, lang] of [
      ['my son is 15 and wants to learn to drive', 'en'],
      ['she is 15, can she go to a party on her own', 'en'],
      ['儿子15岁了，想自己去上学', 'zh'],
    ] as const)
      expect(await slugsFor(question, lang), question).not.toContain('hypoglycaemia');
    for (const [question, lang] of [
      ['what is the rule of 15?', 'en'],
      ['how does the 15-15 rule work', 'en'],
      ['15-15法则是什么', 'zh'],
    ] as const)
      expect((await slugsFor(question, lang))[0], question).toBe('hypoglycaemia');
  });

  test('answers from published articles only, and sees an unpublished one go at once', async () => {
    const search = new LibrarySearch(t.database.db, t.config.emergencyNumber);
    expect((await search.find('glucagon nasal spray unconscious', 'en')).map((article) => article.slug)).toContain('severe-hypo-glucagon');
    await t.database.db.updateTable('content_items').set({ published: 0 }).where('slug', '=', 'severe-hypo-glucagon').execute();
    expect((await search.find('glucagon nasal spray unconscious', 'en')).map((article) => article.slug)).not.toContain(
      'severe-hypo-glucagon',
    );
  });
});
