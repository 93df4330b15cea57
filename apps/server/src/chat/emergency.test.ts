import { afterAll, describe, expect, test } from 'vitest';
import { emergencyGuidance } from './answerTexts.js';
import { describedIn } from './described.js';
import { emergencyIn } from './emergency.js';
import phrasings from './eval/emergencyPhrasings.json' with { type: 'json' };

/**
 * The fixed set (eval/emergencyPhrasings.json) was written before the rules, from how parents write:
 * emergencies, lows without a danger sign (they get the rule of 15, not the emergency guidance), highs
 * with ketones, and ordinary questions. Every one must be read right: the goal is 100 %.
 */
type Entry = { lang: string; text: string };
type Expected = 'emergency' | 'low' | 'high' | 'not an emergency';

// What the chat does with a message, as the answer decides it (triage.ts), without the search.
function readAs(text: string): Expected | null {
  if (emergencyIn(text).length) return 'emergency';
  return describedIn(text).state;
}

const sets: [name: keyof typeof phrasings, expected: Expected][] = [
  ['emergency', 'emergency'],
  ['low', 'low'],
  ['ketones', 'high'],
  ['ordinary', 'not an emergency'],
];

const right = { en: [0, 0], zh: [0, 0] } as Record<string, [number, number]>;
function count(entry: Entry, ok: boolean) {
  const tally = right[entry.lang]!;
  tally[1] += 1;
  if (ok) tally[0] += 1;
  return ok;
}

describe('how the chat reads a message, on the fixed set', () => {
  afterAll(() => {
    const figures = Object.entries(right).map(([lang, [ok, all]]) => `${lang} ${ok}/${all}`);
    process.stdout.write(`emergency phrasings: read right ${figures.join(', ')}\n`);
  });

  test('the set holds at least 30 emergencies and 30 ordinary questions, and 20 lows, in both languages', () => {
    for (const list of [phrasings.emergency, phrasings.ordinary]) {
      expect(list.length).toBeGreaterThanOrEqual(30);
      expect(list.filter((entry) => entry.lang === 'en').length).toBeGreaterThanOrEqual(15);
      expect(list.filter((entry) => entry.lang === 'zh').length).toBeGreaterThanOrEqual(15);
    }
    expect(phrasings.low.filter((entry) => entry.lang === 'en').length).toBeGreaterThanOrEqual(10);
    expect(phrasings.low.filter((entry) => entry.lang === 'zh').length).toBeGreaterThanOrEqual(10);
  });

  for (const [name, expected] of sets) {
    test.for(phrasings[name].map((entry) => [entry.lang, entry.text]))(`${expected} (%s): %s`, ([lang, text]) => {
      const read = readAs(text ?? '');
      const ok = expected === 'not an emergency' ? read !== 'emergency' : read === expected;
      count({ lang: lang ?? '', text: text ?? '' }, ok);
      expect(ok, `read as ${read}`).toBe(true);
    });
  }
});

describe('emergencyIn', () => {
  test('names the dangers it found', () => {
    expect(emergencyIn('he is unconscious and was throwing up, ketones 3.2')).toEqual(['unresponsive', 'ketones', 'dka']);
    expect(emergencyIn('她抽搐了')).toEqual(['seizure']);
    expect(emergencyIn('blood ketones 3.6 what do we do')).toEqual(['dka']);
    expect(emergencyIn('sugar 22 mmol ketones 1.8 and he is really drowsy')).toEqual(['dka']);
    expect(emergencyIn('ketones 1.2 and a bad tummy ache')).toEqual(['dka']);
    expect(emergencyIn('尿酮两个加号，孩子肚子疼')).toEqual(['dka']);
  });

  test('reads a line asked about, or ketones below 3.0 without drowsiness, as no emergency', () => {
    expect(emergencyIn('if ketones are over 3 do we go to hospital')).toEqual([]);
    expect(emergencyIn('血酮3.0以上是不是就要去医院')).toEqual([]);
    expect(emergencyIn('ketones 2.9, sugar 17')).toEqual([]);
    expect(emergencyIn('ketones 0.3 and a tummy ache')).toEqual([]);
    expect(emergencyIn('he isn’t being sick, ketones 2.0')).toEqual([]);
    expect(emergencyIn('he won’t wake up')).toEqual(['unresponsive']);
  });

  test('reads the other ways a parent says it, and not the harmless senses of the same words', () => {
    expect(emergencyIn('she is not breathing properly')).toEqual(['breathing']);
    expect(emergencyIn('he has trouble breathing')).toEqual(['breathing']);
    expect(emergencyIn('喊不醒')).toEqual(['unresponsive']);
    expect(emergencyIn('孩子抽筋了')).toEqual(['seizure']);
    expect(emergencyIn('宝宝抽风了怎么办')).toEqual(['seizure']);
    expect(emergencyIn('孩子不能吞咽')).toEqual(['swallow']);
    expect(emergencyIn('孩子抽风了，动态显示2.1')).toEqual(['seizure']);
    for (const harmless of [
      'he is not breathing through his nose, he has a cold',
      '孩子腿抽筋了',
      '他小腿抽筋',
      '他抽筋了，小腿',
      '孩子抽筋是低血糖引起的吗',
      '动态又抽风了，数不准',
      'app抽风了一直报警',
      '孩子吃药片吞不了',
    ])
      expect(emergencyIn(harmless), harmless).toEqual([]);
  });
});

describe('emergencyGuidance', () => {
  test("puts 'call emergency services now' first, with the deployment's number, in the reader's language", () => {
    expect(emergencyGuidance(['seizure'], 'en', '112').split('\n')[0]).toBe(
      '> **Call emergency services now** on **112**. Say that your child has type 1 diabetes.',
    );
    expect(emergencyGuidance(['breathing'], 'zh', '120').split('\n')[0]).toMatch(/^> \*\*请立即拨打急救电话 120\*\*/);
    expect(emergencyGuidance(['seizure'], 'en', '000')).not.toMatch(/911|999|112|\{\{/);
  });

  test('tells nothing by mouth for a severe low, hospital now for ketones', () => {
    expect(emergencyGuidance(['swallow'], 'en', '112')).toMatch(/Give nothing by mouth/);
    expect(emergencyGuidance(['ketones'], 'en', '112')).toMatch(/hospital treatment now/);
    expect(emergencyGuidance(['ketones'], 'en', '112')).not.toMatch(/nothing by mouth/);
  });

  test('says why ketones of 3.0 or more are an emergency, once, with what to take to hospital', () => {
    const guidance = emergencyGuidance(['dka'], 'en', '112');
    expect(guidance).toMatch(/Blood ketones of 3\.0 mmol\/L or more/);
    expect(guidance).not.toMatch(/Vomiting with ketones/);
    expect(guidance.match(/Do not stop insulin/g)).toHaveLength(1);
    expect(emergencyGuidance(['ketones', 'dka'], 'zh', '120').match(/不要停用胰岛素/g)).toHaveLength(1);
  });
});
