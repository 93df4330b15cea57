import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { libraryDir } from '../content/libraryFiles.js';
import { glucose, glucoseVerdict, ketoneBand, ketones, seriousLow } from './thresholds.js';

const article = (slug: string, lang: 'en' | 'zh') => fs.readFileSync(path.join(libraryDir, 'articles', `${slug}.${lang}.md`), 'utf8');
const one = (value: number) => value.toFixed(1);

// Each number the chat reads messages by stands in its article, written the way the article writes it.
describe('the thresholds are the library’s', () => {
  test('low and serious low: articles/hypoglycaemia, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = article('hypoglycaemia', lang);
      const [open, close] = lang === 'en' ? [' (', ')'] : ['（', '）'];
      expect(text).toContain(`${one(glucose.low.mmol)} mmol/L${open}${glucose.low.mg} mg/dL${close}`);
      expect(text).toContain(`${one(glucose.seriousLow.mmol)} mmol/L${open}${glucose.seriousLow.mg} mg/dL${close}`);
    }
    expect(article('hypoglycaemia', 'en')).toContain(`**below ${glucose.low.mmol} mmol/L (${glucose.low.mg} mg/dL)**`);
    expect(article('hypoglycaemia', 'en')).toContain(
      `Below **${one(glucose.seriousLow.mmol)} mmol/L (${glucose.seriousLow.mg} mg/dL)** is a more serious low`,
    );
  });

  test('high enough to check ketones: articles/hyperglycaemia-ketones', () => {
    expect(article('hyperglycaemia-ketones', 'en')).toContain(`above about **${glucose.high.mmol} mmol/L (${glucose.high.mg} mg/dL)**`);
    expect(article('hyperglycaemia-ketones', 'zh')).toContain(`高于约 **${glucose.high.mmol} mmol/L（${glucose.high.mg} mg/dL）**`);
  });

  test('the ketone bands: articles/hyperglycaemia-ketones, "What the blood ketone reading means"', () => {
    const text = article('hyperglycaemia-ketones', 'en');
    expect(text).toContain(`**Below ${one(ketones.raised)} mmol/L:** normal`);
    expect(text).toContain(`**${one(ketones.raised)} to ${one(ketones.highRisk - 0.1)} mmol/L: raised.**`);
    expect(text).toContain(`**${one(ketones.highRisk)} to ${one(ketones.emergency - 0.1)} mmol/L: high risk of DKA.**`);
    expect(text).toContain(`**${one(ketones.emergency)} mmol/L or more: emergency.**`);
  });
});

describe('readings against them', () => {
  test('glucose: low below 3.9 mmol/L or 70 mg/dL, high above 14 mmol/L or 250 mg/dL', () => {
    expect([3.8, 3.9, 14, 14.1].map((value) => glucoseVerdict(value, 'mmol'))).toEqual(['low', 'between', 'between', 'high']);
    expect([69, 70, 250, 251].map((value) => glucoseVerdict(value, 'mg'))).toEqual(['low', 'between', 'between', 'high']);
    expect([seriousLow(2.9, 'mmol'), seriousLow(3.0, 'mmol'), seriousLow(53, 'mg'), seriousLow(54, 'mg')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  test('ketones: the four bands, a reading between two written ones falling in the lower', () => {
    expect([0.5, 0.6, 1.4, 1.45, 1.5, 2.9, 3.0, 5.2].map(ketoneBand)).toEqual([
      'normal',
      'raised',
      'raised',
      'raised',
      'highRisk',
      'highRisk',
      'emergency',
      'emergency',
    ]);
  });
});
