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

// Written fresh on 2026-12-02, after the rules above: a danger in other words than the fixed set's, a low
// told by its signs or by the child. Ten were read wrong before this stop's mends; the rest, the harmless
// ones a review wrote against them most, keep the mends from reading too much (a ketone "reading" above all).
const freshCases: [expected: string, message: string][] = [
  ['emergency', "she's floppy and I can't get her to respond"],
  ['emergency', "her lips are going blue and she's hardly breathing"],
  ['emergency', "gave glucagon 10 minutes ago and she still isn't awake"],
  ['emergency', "the paramedics gave glucagon and he's still not awake"],
  ['emergency', '他嘴唇发紫，呼吸很弱'],
  ['emergency', '孩子呼吸又深又快，嗜睡，血糖28'],
  ['emergency', '打了胰高血糖素十分钟了还没醒'],
  ['emergency', 'her lips have gone blue'],
  ['emergency', "his lips are blue and he's really sleepy"],
  ['emergency', 'his breathing is very shallow'],
  ['emergency', "gave the Baqsimi 10 minutes ago and she still isn't awake"],
  ['emergency', '打了高血糖素还没醒'],
  ['emergency', '嘴唇变紫了'],
  ['emergency', '孩子呼吸好弱'],
  ['emergency', 'Gave glucagon. 10 min later still not awake'],
  ['emergency', "he hasn't woken up since I gave the glucagon"],
  ['emergency', "she still isn't awake and I gave glucagon 10 minutes ago"],
  ['emergency', 'gave glucagon 15 min ago and she is still asleep'],
  ['emergency', "I can't get my son to wake up"],
  ['emergency', '打了胰高血糖素。十分钟了，还是没醒'],
  ['emergency', '十分钟前打了胰高血糖素，孩子还在昏睡'],
  ['low', 'she said: I feel low'],
  ['low', 'my son said he felt low'],
  ['low', "she texted me 'I feel low' from school"],
  ['low', 'she said she might be low'],
  ['low', 'my kid just said "I feel low" at the park'],
  ['low', "she told me she's low"],
  ['low', '孩子说他好像低了'],
  ['low', "he keeps yawning and can't concentrate at school, teacher says he looks pale"],
  ['low', '孩子上课注意力不集中，老师说他脸色很白，出了很多汗'],
  ['low', '孩子注意力不集中，手还有点抖'],
  ['none', 'I told my husband I feel low about all this'],
  ['none', 'my kid said "I feel lonely"'],
  ['emergency', 'checked her ketones, reading was 3.4'],
  ['emergency', 'ketone strip reading 3.5'],
  ['none', "he's reading Harry Potter 3 tonight"],
  ['none', "I can't get him to respond to texts when he's at his dad's"],
  ['none', "I can't get her to wake up for school in the mornings, could it be her sugar?"],
  ['none', "the school nurse keeps his glucagon, he's still not awake before 10 on saturdays"],
  ['none', '胰高血糖素放在冰箱里，孩子周末还没醒，早餐的胰岛素什么时候打'],
  ['none', 'her lips are going blue from the blue raspberry slushie lol'],
  ['none', 'she got out of the pool and her lips turned blue, she was freezing'],
  ['none', "honestly I've been barely breathing since diagnosis"],
  ['none', '游泳冻得嘴唇发紫'],
  ['none', '他气得脸都发青了，不肯扎手指'],
  ['none', 'my daughter told me she feels low about being the only one in class with diabetes'],
  ['none', '女儿说她心情有点低落'],
  ['none', '孩子说成绩有点低，不开心'],
  ['none', "I'm starving and can't concentrate, what snacks should I pack for school?"],
  ['none', '我上班注意力不集中，孩子最近脾气很大'],
  ['none', "what if I give glucagon and she still isn't awake?"],
  ['none', 'we used glucagon once, last year. She is awake and fine now'],
  ['none', 'my son said he felt low about missing the party'],
  ['none', "what if glucagon doesn't wake her up?"],
  ['none', "she's not awake yet, should I give breakfast insulin when she gets up?"],
  ['none', '打胰高血糖素后多久会醒'],
  ['none', '他呼吸很正常'],
  ['none', '注意力不集中跟血糖有关系吗'],
];

describe('messages a review wrote against the rules of 2026-12-02', () => {
  // Each read as meant: an emergency, a low, or neither (a time, a cramp, a glitching sensor, a worry).
  const readAs = (text: string) => (emergencyIn(text).length ? 'emergency' : (describedIn(text).state ?? 'none'));
  const cases: [expected: string, message: string][] = [
    ['emergency', '孩子抽风了，要打120吗'],
    ['emergency', '女儿抽风了，是不是低血糖'],
    ['emergency', '孩子抽筋了，眼睛往上翻，手脚发抖'],
    ['emergency', '孩子抽风了，不知道什么原因'],
    ['emergency', '孩子低血糖抽风了'],
    ['emergency', '孩子半夜抽风了'],
    ['emergency', '小孩抽风了'],
    ['emergency', '抽风了！血糖1.9'],
    ['emergency', '五分钟以前开始抽搐，现在还在抽'],
    ['emergency', '救护车还没有过来，孩子在抽搐'],
    ['emergency', '他对花生有过敏，刚刚突然抽搐'],
    ['emergency', '孩子抽风了，以前从来没有过'],
    ['emergency', '孩子抽筋了'],
    ['emergency', '孩子抽风了，动态显示2.1'],
    ['emergency', 'he had fits as a baby. now he is fitting'],
    ['none', '动态又抽风了，数不准'],
    ['none', 'dexcom抽风了'],
    ['none', 'app抽风了一直报警'],
    ['none', '孩子抽筋是低血糖引起的吗'],
    ['none', '他抽筋了，小腿'],
    ['none', '孩子腿抽筋了'],
    ['none', '他小时候抽搐过'],
    ['low', 'Tested him. 2.6'],
    ['low', 'Just checked her. 2.4. What do I do?'],
    ['low', 'Checked his sugar. 2.6'],
    ['low', 'checked his blood sugar. 45'],
    ['none', 'I checked. 40 of them came'],
    ['low', '测了一下，三点二'],
    ['low', '刚测了，只有两点多'],
    ['low', '他低到三点二了'],
    ['none', '测完血糖已经两点多了，他才睡'],
    ['none', '测血糖的时候是两点多'],
    ['none', '现在是两点五十，他出汗了'],
    ['none', '才两点多他就醒了'],
    ['none', '是两点多吗'],
    ['low', '血糖2点8'],
    ['low', '血糖只有3点几'],
    ['low', '测了一下。2.8'],
    ['low', 'Emma feels low'],
    ['low', 'DS feels hypo'],
    ['none', 'I feel so low, diabetes is exhausting'],
    ['low', 'he feels hypo'],
    ['low', '他出汗了，床单湿了'],
    ['low', '出了一身汗，床单都湿了'],
    ['low', 'sweaty and wet pyjamas'],
    ['none', 'he wet the bed again, wet sheets, and he is pale'],
    ['none', '尿床了，床单湿了，脸色苍白'],
    ['low', '怎么回事 女儿又低血糖'],
    ['none', '担心我家孩子低血糖'],
    ['none', '怎么预防孩子低血糖'],
    ['low', '女儿低血糖，在学校'],
  ];

  test.for(cases)('%s: %s', ([expected, message]) => {
    expect(readAs(message)).toBe(expected);
  });

  test.for(freshCases)('written fresh, %s: %s', ([expected, message]) => {
    expect(readAs(message)).toBe(expected);
  });

  test('reads a long message, whatever it repeats (a pattern that backtracks without end meets the hang time-out)', () => {
    for (const filler of [
      'tested him at school just now, ',
      '孩子抽风了，',
      '两点多',
      'wet sheets and ',
      '担心我家孩子',
      'glucagon, still not ',
      'she said i ',
      '胰高血糖素没',
    ]) {
      const message = filler.repeat(Math.ceil(1000 / filler.length)).slice(0, 1000);
      expect(emergencyIn(message), filler).toBeInstanceOf(Array);
      expect(describedIn(message).state === null || typeof describedIn(message).state === 'string', filler).toBe(true);
    }
  });
});
