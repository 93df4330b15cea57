import { describe, expect, test } from 'vitest';
import { describedIn } from './described.js';
import { emergencyIn } from './emergency.js';

/*
 * Messages written after the rules, to find what the fixed sets (eval/) miss, and the harmless
 * messages reviews wrote against each mend. Each is read as meant: an emergency, a low, or neither
 * (a time, a cramp, a glitching sensor, a worry).
 */
const readAs = (text: string) => (emergencyIn(text).length ? 'emergency' : (describedIn(text).state ?? 'none'));

// Lows told by their signs alone, written fresh on 2026-12-02 (second round): eleven of forty were read
// as nothing before this stop's mends ("for no reason and clammy" lost its clamminess to "no"); the
// harmless ones keep the new signs from reading too much.
const signCases: [expected: string, message: string][] = [
  ['low', 'my daughter is crying for no reason and clammy'],
  ['low', 'he looks grey and is sweating a lot'],
  ['low', 'my son is being really stubborn and clumsy and went pale'],
  ['low', 'she woke up crying with damp hair and sweaty'],
  ['low', 'my kid feels faint and is sweating'],
  ['low', 'she is sweating buckets and looks really white'],
  ['low', '他走路不稳，说话不清楚'],
  ['low', '他半夜做噩梦，睡衣都湿了'],
  ['low', '他像喝醉了一样，走路摇摇晃晃'],
  ['low', '小孩特别烦躁，哭个不停，额头都是汗'],
  ['none', "he's clumsy and stubborn, typical 7 year old, any tips for carb counting?"],
  ['none', 'she went white when she saw the needle'],
  ['none', 'crying for no reason and grumpy, is it the new school?'],
  ['none', 'she has damp hair from swimming and is hungry'],
  ['none', '宝宝刚学走路，摇摇晃晃的，可以吃糖吗'],
  ['none', '额头都是汗，刚踢完球'],
  ['none', 'no idea why, but he wet the bed again, wet sheets, and he is pale'],
];

// A second review's messages against the glucagon rule, the child's words and the new signs.
const reviewCases: [expected: string, message: string][] = [
  ['emergency', 'Gave her the glucagon pen 10 min ago. Still not awake'],
  ['emergency', "gave him his glucagon, he hasn't woken up"],
  ['emergency', "Glucagon given 10 minutes ago, she still hasn't woken up"],
  ['emergency', 'did the glucagon injection 10 min ago, still not awake'],
  ['emergency', 'Used the nasal glucagon. 10 mins, still not awake'],
  ['emergency', "gave gvoke and he still hasn't regained consciousness"],
  ['emergency', '打了一针胰高血糖素，十分钟了还没醒'],
  ['emergency', '胰高血糖素打了十分钟了，还没醒'],
  ['none', "Gave glucagon at 8pm, she came round and ate. It's now 11 and she's still awake, can't settle"],
  ['none', "She's still conscious and talking, I gave glucagon because the school told me to"],
  ['none', "we used glucagon once, last year. This morning she's still asleep at 10, should I wake her for insulin?"],
  ['none', "We were given a glucagon kit at diagnosis and it expires next week. He's still asleep"],
  ['none', "After glucagon training at school today I'm tired. He's still not awake from his nap though"],
  ['none', "what if she's still not awake after glucagon? The nurse didn't cover that"],
  ['none', '去年打了胰高血糖素，今天早上孩子还没醒'],
  ['none', '打了胰高血糖素五分钟就醒了，我当时吓得都没反应过来'],
  ['none', '周末他一直昏睡到中午'],
  ['none', "I can't get my son to wake up early for school"],
  ['none', "I can't get my daughter to answer her phone at her dad's"],
  ['none', 'he said he might be low on money for the school trip'],
  ['none', 'my son said he felt low all week because his best friend moved away'],
  ['none', 'Sorry for my clumsy English. My son is hungry after school'],
  ['none', "He's had a stubborn high all afternoon and he's grumpy, should I change the site?"],
  ['none', "her tooth is wiggly and she's hungry"],
  ['none', "The Dexcom graph went grey for an hour and he's hungry"],
  ['none', "his knuckles went white gripping the bike, he's starving"],
  ['none', "I'm feeling faint from worry and she's hungry again"],
  ['none', "she suddenly started crying when her brother took her iPad, and she's starving"],
  ['none', '宝宝两岁说话不清楚，正常吗'],
  ['none', '弟弟喝了可乐兴奋得跟喝醉了似的'],
  ['none', '牙齿摇摇晃晃的，饿了'],
  ['none', 'he had an accident in the night, wet sheets and a nightmare'],
  ['none', '宝宝做噩梦了，水杯打翻了，被子都湿了'],
  ['low', 'she woke during the night with a nightmare and soaked pyjamas'],
  ['low', 'this week he keeps having nightmares, tonight soaked pyjamas again'],
];

describe("a second review's messages", () => {
  test.for(reviewCases)('%s: %s', ([expected, message]) => {
    expect(readAs(message)).toBe(expected);
  });
});

describe('lows told by their signs alone', () => {
  test.for(signCases)('%s: %s', ([expected, message]) => {
    expect(readAs(message)).toBe(expected);
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
      '吐。',
      'gave glucagon. still not awake. ',
      'she is clumsy and ',
    ]) {
      const message = filler.repeat(Math.ceil(1000 / filler.length)).slice(0, 1000);
      expect(emergencyIn(message), filler).toBeInstanceOf(Array);
      expect(describedIn(message).state === null || typeof describedIn(message).state === 'string', filler).toBe(true);
    }
  });
});
