import { describe, expect, test } from 'vitest';
import { asksForDose, namesInsulinAmount } from './answerTexts.js';

describe('the dose rule', () => {
  test.for([
    'how many units of insulin for 40g of carbs?',
    'what dose should I give for a correction',
    'can you calculate his dose for pizza',
    'what is the right insulin to carb ratio for a 7 year old',
    '吃一碗米饭要打多少单位胰岛素',
    '胰岛素剂量怎么调',
    // Written the way the answer check reads them: full-width letters, a hidden space.
    'ｈｏｗ ｍａｎｙ ｕｎｉｔｓ of insulin for lunch',
    'how many\u200b units of insulin for lunch',
  ])('asks for a dose: %s', (question) => {
    expect(asksForDose(question)).toBe(true);
  });

  test.for(['how many carbs are in a cup of rice', 'where should I keep insulin on holiday', '胰岛素要放冰箱吗'])(
    'does not: %s',
    (question) => {
      expect(asksForDose(question)).toBe(false);
    },
  );

  test('an answer naming an amount of insulin is recognised, in both languages', () => {
    expect(namesInsulinAmount('give 2 units more')).toBe(true);
    expect(namesInsulinAmount('打4单位')).toBe(true);
    expect(namesInsulinAmount('give 15 g of fast sugar, then check again in 15 minutes')).toBe(false);
  });
});
