import { describe, expect, test } from 'vitest';
import { describedIn } from './described.js';
import { signsIn } from './signs.js';
import { editDistance } from './typos.js';

const stateOf = (message: string) => describedIn(message).state;

describe('describedIn', () => {
  test.for([
    'my son is shakin and confued',
    'hes all sweatty and pale',
    'she says her lips are tingly and shes starving',
    '孩子说头晕，手有点抖',
    '宝宝出冷汗',
    '女儿神智不清 有点发抖',
    'my son 手抖 and sweaty',
    'shes 3.2 gave her juice 10 mins ago still 3.4 what now',
    'meter reads LO',
    // The past in a later clause is that clause's alone: the signs are now.
    'she is shaky and sweaty, 3.4 on the meter, and had ketones last week',
    '她现在发抖出汗，上周还有酮体',
    'she’s hypo right now',
    'he is going low fast',
    'his low alarm just went off',
    '低血糖报警响了',
    '孩子血糖偏低',
    'Hypo!! what do i do',
    '低血糖了怎么办',
    'what do I give for a low',
    'CGM says 4.5 but he is shaky and clammy',
    // A reading alone, however it is written.
    '3.4 on the meter',
    'just tested him and got 2.9',
    'tested him, got 2.9',
    'just got a 3.4, he is pale',
    'she just tested 3.1 what do i do',
    '刚测了一下2.8',
    // Felt, said of the child in Chinese, and a decimal in words.
    'he feels hypo',
    'she is feeling a bit low and shaky',
    '女儿低血糖，在学校',
    '他低血糖了',
    '血糖2点8',
    '血糖三点五',
    '血糖只有3点几',
    '测了是两点多',
    'bg is 3 point 1',
    'his sugar is 3 point something',
    // The library's clues to a low in sleep, with another sign.
    'sweating a lot at night and having nightmares, 3.4',
    '半夜出了一身汗，还做噩梦',
  ])('a low: %s', (message) => {
    expect(stateOf(message)).toBe('low');
  });

  test.for([
    'sugar 19 mmol and thirsty',
    'bg 280 and peeing loads',
    'ketones 0.9',
    'he’s running really high',
    '血糖很高 一直喝水',
    '血糖19 尿酮阳性',
    'sugar 16 ketones 0.3 and weeing all the time',
  ])('a high: %s', (message) => {
    expect(stateOf(message)).toBe('high');
  });

  test.for([
    'what are the signs of a low?',
    'how can I tell if my 6 year old is going low?',
    'his hands shake when he’s a bit low, is that normal?',
    'he had a hypo yesterday and was shaky',
    // A time that opens the sentence holds for all of it.
    'yesterday she was shaky, sweaty and pale',
    '昨天她发抖、出汗、脸色苍白',
    'she was shaky earlier but she’s fine now',
    'he is not shaky or sweaty, just tired',
    'we are going low carb, any tips',
    'cgm alarms keep waking us up at night, can we change the low alert',
    'how do we stop lows after football',
    'what should i do if she ever has a seizure from a low',
    'pizza always sends him high hours later',
    '为什么血糖会偏高',
    '孩子半夜血糖老是偏低，怎么预防',
    'ketones 0.4 this morning after a cold, all fine',
    'she is 6.2 and feeling fine',
    'my son is 7 and hungry',
    'how many carbs in a banana',
    'she has been feeling low about school lately',
    '孩子低血糖的症状有哪些',
    '孩子低血糖会有什么后果',
    '怎么预防孩子低血糖',
    '担心孩子低血糖',
    // A time, not a reading.
    '两点多测的血糖是5.6',
    '下午三点多测了一下，血糖4.4',
    '3点5分测了血糖',
    '下午3点30测的血糖是5.6',
    // One clue alone is no low; a wet bed is a high's sign, not a night's sweat.
    'he has nightmares about school',
    'he wet the bed again, wet sheets, and he is pale',
    '尿床了，床单湿了，脸色苍白',
    // The parent's own mood, a worry about lows.
    'I feel so low, diabetes is exhausting',
    'feeling low today, my mum passed',
    '担心我家孩子低血糖',
    '很怕我女儿低血糖',
    // Times said in words.
    '现在是两点五十，他出汗了',
    '他是三点四十醒的',
    '睡到三点一刻醒了',
    '才两点多他就醒了',
    '现在才三点多',
  ])('neither: %s', (message) => {
    expect(stateOf(message)).toBeNull();
  });

  test('a decimal in words is read as written, and a serious low as one', () => {
    expect(describedIn('血糖2点8').glucose).toMatchObject({ value: 2.8, verdict: 'low', serious: true });
    expect(describedIn('血糖十二点五，血酮1.2')).toMatchObject({ state: 'high', glucose: { value: 12.5 } });
    expect(describedIn('血糖二十点三').glucose).toMatchObject({ value: 20.3, verdict: 'high' });
    // "And a bit" stands for the middle of the whole number: the same side of 3.0 as what was meant.
    expect(describedIn('血糖两点多').glucose).toMatchObject({ value: 2.5, serious: true });
    expect(describedIn('血糖只有3点几').glucose).toMatchObject({ value: 3.5, serious: false });
  });

  test('the last reading is the one that counts', () => {
    expect(stateOf('sugar was 18 at lunch and now 3.2')).toBe('low');
    expect(stateOf('he was 3.1, we gave juice, now 5.6')).toBeNull();
  });

  test('keeps the reading it stands on', () => {
    expect(describedIn('bg 2.7').glucose).toMatchObject({ value: 2.7, serious: true });
    expect(describedIn('sugar 18 and ketones 1.2').ketones).toMatchObject({ value: 1.2, band: 'raised' });
  });
});

describe('signsIn', () => {
  test('a strong sign is enough alone, a common one needs another', () => {
    expect(signsIn('he is shaky').low).toBe(2);
    expect(signsIn('she is hungry').low).toBe(1);
    expect(signsIn('she is hungry and has a headache').low).toBe(2);
  });

  test('reads typing slips, but not the real words next to them', () => {
    expect(signsIn('confussed').names).toEqual(['confused']);
    expect(signsIn('tremblin').names).toEqual(['shaky']);
    expect(signsIn('she ate a sweet').names).toEqual([]);
    expect(signsIn('we went to hungary').names).toEqual([]);
    expect(signsIn('blurred vision').names).toEqual(['blurred vision']);
    expect(signsIn('thirty minutes').names).toEqual([]);
  });

  test('a sign said not to be there is not', () => {
    expect(signsIn('not shaky, no sweat').low).toBe(0);
    expect(signsIn('孩子不饿，没有发抖').low).toBe(0);
  });
});

test('editDistance counts a swap of neighbours as one slip', () => {
  expect(editDistance('shakey', 'shaky', 2)).toBe(1);
  expect(editDistance('hungery', 'hungry', 2)).toBe(1);
  expect(editDistance('cofnused', 'confused', 2)).toBe(1);
  expect(editDistance('dizzy', 'pale', 1)).toBe(2);
});
