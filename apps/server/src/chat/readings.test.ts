import { describe, expect, test } from 'vitest';
import { readingsIn } from './readings.js';

const glucoseOf = (message: string) => readingsIn(message).glucose.map(({ value, unit, verdict }) => ({ value, unit, verdict }));
const ketonesOf = (message: string) => readingsIn(message).ketones.map(({ value, band, urine }) => ({ value, band, urine }));

describe('readingsIn: glucose', () => {
  test.for([
    ['CGM alarm says 3.1 mmol/L, what should I give him?', 3.1, 'mmol', 'low'],
    ['bg 3,1 and she feels dizzy', 3.1, 'mmol', 'low'],
    ['dexcom says 62 mg/dl and dropping', 62, 'mg', 'low'],
    ['he’s 2.8mmol', 2.8, 'mmol', 'low'],
    ['libre says 58', 58, 'mg', 'low'],
    ['血糖只有1.8', 1.8, 'mmol', 'low'],
    ['动态显示２.３', 2.3, 'mmol', 'low'],
    ['son passed out not responding bg 2 help', 2, 'mmol', 'low'],
    ['she is 4.5 now', 4.5, 'mmol', 'between'],
    ['血糖18', 18, 'mmol', 'high'],
    ['he’s 300 and thirsty', 300, 'mg', 'high'],
    ['glucose 16, ketones 0.4', 16, 'mmol', 'high'],
    ['3.4 on the meter', 3.4, 'mmol', 'low'],
    ['she is shaky, 2.9 on her libre', 2.9, 'mmol', 'low'],
    ['62 on the dexcom', 62, 'mg', 'low'],
    ['she just tested 3.4', 3.4, 'mmol', 'low'],
    ['tested him and got 3.4', 3.4, 'mmol', 'low'],
    ['tested him, got 2.9', 2.9, 'mmol', 'low'],
    ['checked her, got a 3.1, what now', 3.1, 'mmol', 'low'],
    ['tested him at school, got 3.2', 3.2, 'mmol', 'low'],
    ['just got a 3.4', 3.4, 'mmol', 'low'],
    ['she is shaky and we just got 2.8', 2.8, 'mmol', 'low'],
    ['pricked his finger, came back 2.6', 2.6, 'mmol', 'low'],
    ['checked his sugar, 2.8', 2.8, 'mmol', 'low'],
    ['测了血糖，2.8', 2.8, 'mmol', 'low'],
    ['刚刚测了一下，2.8', 2.8, 'mmol', 'low'],
    ['just tested him, 2.9', 2.9, 'mmol', 'low'],
    ['Tested him. Got 2.9', 2.9, 'mmol', 'low'],
    ['tested her... 3.1', 3.1, 'mmol', 'low'],
    ['tested him and we got 3.1', 3.1, 'mmol', 'low'],
    ['checked her sugar. She got 2.7, what do I do', 2.7, 'mmol', 'low'],
    ['测了一下。2.8', 2.8, 'mmol', 'low'],
    ['just checked him: 3.2', 3.2, 'mmol', 'low'],
    ['finger prick came back 3.1', 3.1, 'mmol', 'low'],
    ['3.4 on the glucometer', 3.4, 'mmol', 'low'],
    ['3.3 on the blood glucose meter', 3.3, 'mmol', 'low'],
    ['刚测了一下2.9', 2.9, 'mmol', 'low'],
    ['测了下2.8', 2.8, 'mmol', 'low'],
    ['刚测完2.7', 2.7, 'mmol', 'low'],
  ] as const)('%s → %s %s, %s', ([message, value, unit, verdict]) => {
    expect(glucoseOf(message)).toEqual([{ value, unit, verdict }]);
  });

  test('a bare whole number from 20 to 33 could be either unit, and is not judged', () => {
    expect(glucoseOf('her sugar is 25')).toEqual([{ value: 25, unit: null, verdict: null }]);
    expect(glucoseOf('血糖20多')).toEqual([{ value: 20, unit: null, verdict: null }]);
  });

  test('a unit written once holds for the numbers after it; both units may be given', () => {
    expect(glucoseOf('was 3.4 mmol then 2.9')).toEqual([
      { value: 3.4, unit: 'mmol', verdict: 'low' },
      { value: 2.9, unit: 'mmol', verdict: 'low' },
    ]);
    expect(glucoseOf('sugar is 3.6 mmol (65 mg/dl)').map((reading) => reading.unit)).toEqual(['mmol', 'mg']);
    expect(glucoseOf('bg 45 mg/dl then 52').map((reading) => reading.unit)).toEqual(['mg', 'mg']);
  });

  test('what a meter or sensor shows: LOW, LO, HI, "says low"', () => {
    for (const message of [
      'my child is convulsing and her cgm just says LOW',
      'meter reads LO',
      '叫不醒了 血糖显示LO',
      'the libre is showing low',
    ])
      expect(glucoseOf(message).map((reading) => reading.verdict)).toContain('low');
    for (const message of ['meter says HI', '血糖仪显示HI', 'glucose HI on the meter'])
      expect(glucoseOf(message).map((reading) => reading.verdict)).toContain('high');
    expect(glucoseOf('Hi, how do I count carbs in rice')).toEqual([]);
    expect(glucoseOf('we are going low carb at dinner')).toEqual([]);
  });

  test('ages, times, grams, doses, counts and the past are not readings', () => {
    for (const message of [
      'my 5yo is hungry',
      'he is 7 years old',
      'she is 12 and wants a sleepover',
      'at 2am',
      'gave 15g and waited 15 minutes',
      'he had 4 units at lunch',
      'call 999',
      '孩子7岁',
      '吃了15克',
      '打了4个单位',
      '凌晨3点',
      'his sugar was 2.9 yesterday',
      '昨天血糖2.5',
      'we got 2 kids with type 1',
      'he got 1.5 units at lunch',
      'tested 3 times today',
      'she checked 2 hours ago',
      'got 15g of sugar in him',
      'on the meter it says he needs a new strip',
      // Numbers beside a check's words or a device that are no readings.
      'she got 40 coins today, how do we spend them?',
      'he got 50 points in the game',
      'we got 1.5 litres of water into him',
      'he got 3.5 stars on his chart',
      // A check of something else, a mark, a weight, a past check: no reading of now.
      'she just got 40',
      'she got a 3.8 GPA',
      'he just got a 2.5 on his quiz',
      'we just got 3.5 inches of snow',
      'he got a 100 on his spelling test',
      'he had a maths test, got 2.5',
      'checked his weight, got 42',
      'checked the pump, got 2.5 left',
      'checked his temperature, got 38.5',
      'checked the school plan, got 45',
      'we tested the new pump. Then we got 2.5',
      'tested him last night, got 2.9, what should we have done',
      'tested him last night. Got 2.9',
      'checked his weight. Got 42.5',
      'he had a maths test. He got 2.5',
      'I checked. 40 of them came',
      'checked him, 12 of his friends are coming',
      'tested her, 45 minutes later she was fine',
      'measured 38.5 this morning',
      'her temperature is 38.5°',
      'day 15 on the libre and it keeps failing',
      'spent 60 on the sensors',
      'it dropped by 3.5 on the dexcom',
      '孩子发烧38.5度',
    ])
      expect(glucoseOf(message), message).toEqual([]);
  });

  test('a line asked about is marked as one', () => {
    expect(readingsIn('should I check ketones when he is over 14').glucose).toEqual([]);
    expect(readingsIn('what do I do if she is under 4 mmol').glucose[0]?.comparison).toBe(true);
  });
});

describe('readingsIn: ketones', () => {
  test.for([
    ['ketones are 2.5', 2.5, 'highRisk'],
    ['blood ketones 0.4 this morning', 0.4, 'normal'],
    ['she has 1.2 ketones', 1.2, 'raised'],
    ['been vomitting all night ketons 2.1', 2.1, 'highRisk'],
    ['血酮3.5', 3.5, 'emergency'],
    ['酮体是0.8', 0.8, 'raised'],
  ] as const)('%s → %s, %s', ([message, value, band]) => {
    expect(ketonesOf(message)).toEqual([{ value, band, urine: false }]);
  });

  test("a check's result is read by what was checked, in the clause before it", () => {
    expect(ketonesOf('checked his ketones, got 0.3')).toEqual([{ value: 0.3, band: 'normal', urine: false }]);
    expect(ketonesOf('tested ketones, got 1.8')).toEqual([{ value: 1.8, band: 'highRisk', urine: false }]);
    for (const message of ['checked his ketones, got 0.3', 'tested his ketones, came back 0.6'])
      expect(glucoseOf(message), message).toEqual([]);
    expect(glucoseOf('bg 18, tested ketones, got 3.2')).toEqual([{ value: 18, unit: 'mmol', verdict: 'high' }]);
    expect(ketonesOf('bg 18, tested ketones, got 3.2')).toEqual([{ value: 3.2, band: 'emergency', urine: false }]);
    expect(glucoseOf('血糖18，测了血酮，2.8')).toEqual([{ value: 18, unit: 'mmol', verdict: 'high' }]);
    expect(ketonesOf('血糖18，测了血酮，2.8')).toEqual([{ value: 2.8, band: 'highRisk', urine: false }]);
    // A word a number away is not carried: "7" is her age.
    expect(glucoseOf('sugar 19, she is 7')).toEqual([{ value: 19, unit: 'mmol', verdict: 'high' }]);
  });

  test('a glucose number and a ketone number side by side are told apart', () => {
    expect(glucoseOf('sugar 22 ketones 1.8')).toEqual([{ value: 22, unit: null, verdict: null }]);
    expect(ketonesOf('sugar 22 ketones 1.8')).toEqual([{ value: 1.8, band: 'highRisk', urine: false }]);
    expect(glucoseOf('血糖19 尿酮阳性')).toEqual([{ value: 19, unit: 'mmol', verdict: 'high' }]);
    expect(ketonesOf('bg 12, she has 1.2 ketones')).toEqual([{ value: 1.2, band: 'raised', urine: false }]);
  });

  test('a urine strip’s result, a trace or small one counting as normal', () => {
    expect(ketonesOf('血糖仪显示HI 尿酮两个加号')).toEqual([{ value: null, band: null, urine: true }]);
    expect(ketonesOf('urine ketones moderate')).toEqual([{ value: null, band: null, urine: true }]);
    expect(ketonesOf('尿酮 2+')).toEqual([{ value: null, band: null, urine: true }]);
    expect(ketonesOf('酮体试纸显示微量')).toEqual([{ value: null, band: 'normal', urine: true }]);
  });

  test('ketones said to be up, and lines asked about', () => {
    expect(ketonesOf('keeps being sick, ketones high')).toEqual([{ value: null, band: null, urine: false }]);
    expect(readingsIn('if ketones are over 3 do we go to hospital').ketones[0]?.comparison).toBe(true);
    expect(readingsIn('血酮3.0以上是不是就要去医院').ketones[0]?.comparison).toBe(true);
    expect(readingsIn('血酮0.6和1.5分别是什么意思').ketones.every((reading) => reading.comparison)).toBe(true);
  });
});
