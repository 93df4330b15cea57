import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { libraryDir } from '../content/libraryFiles.js';
import { describedIn } from './described.js';
import { namesInsulinAmount } from './doseBackstop.js';
import { guidanceFor } from './guidance.js';
import { guidanceTexts } from './guidanceTexts.js';

// The article as the chat quotes it: a pointer to another of its sections is left out.
const article = (slug: string, lang: 'en' | 'zh') =>
  fs
    .readFileSync(path.join(libraryDir, 'articles', `${slug}.${lang}.md`), 'utf8')
    .replaceAll(' (see below)', '')
    .replaceAll('（见下文）', '');

const linesOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(linesOf) : Object.values(value as object).flatMap(linesOf);

const guidanceOf = (message: string, lang: 'en' | 'zh') => guidanceFor(describedIn(message), message, lang)?.text ?? '';

describe('the steps for a low and a high', () => {
  test.for(['en', 'zh'] as const)('are the library’s own words, line by line (%s)', (lang) => {
    for (const line of linesOf(guidanceTexts[lang].low)) expect(article('hypoglycaemia', lang)).toContain(line);
    for (const line of linesOf(guidanceTexts[lang].high)) expect(article('hyperglycaemia-ketones', lang)).toContain(line);
  });

  test('name no insulin dose, whatever is put together', () => {
    const messages = {
      en: ['bg 2.8 at night', 'sugar 18 ketones 0.3', 'sugar 18 ketones 1.2', 'ketones 2.1', 'meter says HI and urine ketones large'],
      zh: ['半夜血糖2.8', '血糖18 酮体0.3', '血糖18 血酮1.2', '血酮2.1', '血糖仪显示HI 尿酮大量'],
    };
    for (const lang of ['en', 'zh'] as const) {
      for (const message of messages[lang]) {
        const text = guidanceOf(message, lang);
        expect(text).not.toBe('');
        expect(namesInsulinAmount(text), text).toBe(false);
      }
    }
  });

  test('a low: the rule of 15 first, what counts as fast sugar, and last what to do if the child cannot swallow', () => {
    const text = guidanceOf('he is 3.4 and shaky', 'en');
    expect(text.startsWith('### Do this now: the rule of 15\n\nIf your child')).toBe(true);
    expect(text.indexOf('3. **Wait 15 minutes**')).toBeLessThan(text.indexOf('**fruit juice**'));
    expect(text.endsWith('call emergency services on {{emergency_number}}.')).toBe(true);
    expect(text).not.toMatch(/more serious low|at night/);
  });

  test('a low below 3.0 mmol/L (54 mg/dL) adds the serious-low line; a low at night, how to treat it then', () => {
    expect(guidanceOf('dexcom says 50 mg/dl', 'en')).toMatch(/Below \*\*3\.0 mmol\/L \(54 mg\/dL\)\*\* is a more serious low/);
    expect(guidanceOf('血糖2.6', 'zh')).toMatch(/属于更严重的低血糖/);
    expect(guidanceOf('she woke at 2am shaky and sweaty', 'en')).toMatch(/wake your child fully and sit them up/);
    expect(guidanceOf('半夜孩子出冷汗发抖', 'zh')).toMatch(/先把孩子完全叫醒/);
  });

  test('a high: what the ketone reading means first, then the steps, then when it is an emergency', () => {
    const raised = guidanceOf('sugar 18 and ketones 1.2', 'en');
    expect(raised).toMatch(/^### High blood glucose and ketones: what to do\n\n\*\*0\.6 to 1\.4 mmol\/L: raised\.\*\*/);
    expect(raised.indexOf('1. **Check again.**')).toBeGreaterThan(raised.indexOf('raised.'));
    expect(raised).toMatch(/^> Go to hospital now/m);
    expect(guidanceOf('ketones 2.1', 'en')).toMatch(/\*\*1\.5 to 2\.9 mmol\/L: high risk of DKA\.\*\* Call your care team now/);
    expect(guidanceOf('血糖仪显示HI 尿酮两个加号', 'zh')).toMatch(/如果用尿酮试纸，请医护团队教你怎么判读/);
    expect(guidanceOf('he is running high', 'en')).toMatch(/^### High blood glucose and ketones: what to do\n\n1\. \*\*Check again\.\*\*/);
  });

  test('cites the article it quotes, and names the section it shows', () => {
    expect(guidanceFor(describedIn('bg 3.1'), 'bg 3.1', 'zh')).toMatchObject({
      kind: 'low',
      slug: 'hypoglycaemia',
      section: '现在就做：“15-15法则”',
    });
    expect(guidanceFor(describedIn('ketones 1.0'), 'ketones 1.0', 'en')).toMatchObject({
      kind: 'high',
      slug: 'hyperglycaemia-ketones',
      section: 'Do this now',
    });
    expect(guidanceFor(describedIn('how many carbs in rice'), 'how many carbs in rice', 'en')).toBeNull();
  });
});
