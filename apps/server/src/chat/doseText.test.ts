import { describe, expect, test } from 'vitest';
import { chineseNumber, normaliseForDoseCheck } from './doseText.js';

describe('chineseNumber', () => {
  test.for([
    ['十', '10'],
    ['十二', '12'],
    ['二十五', '25'],
    ['一百', '100'],
    ['一百零五', '105'],
    ['两千', '2000'],
    ['两三', '23'],
    ['肆', '4'],
  ])('%s is %s', ([run, digits]) => {
    expect(chineseNumber(run ?? '')).toBe(digits);
  });
});

describe('normaliseForDoseCheck', () => {
  test.for([
    ['４ ｕｎｉｔｓ', '4 units'],
    ['4\u200b un\u00ADits\u2060', '4 units'],
    ['\u202E4\u{E0020} Units', '4 units'],
    ['4\uFE0F\u20E3 únits', '4 units'],
    ['**4** units', '4 units'],
    ['注射四个单位的胰岛素', '注射4单位的胰岛素'],
    ['打一个半单位', '打1.5单位'],
    ['再补半个单位', '再补0.5单位'],
    ['打十二个单位', '打12单位'],
    ['打2～3个单位', '打2~3单位'],
    ['給孩子注射4個單位胰島素', '給孩子注射4单位胰岛素'],
    ['请用同一单位记录', '请用同一单位记录'],
  ])('%s reads as %s', ([text, normal]) => {
    expect(normaliseForDoseCheck(text ?? '')).toBe(normal);
  });
});
