import { describe, expect, test } from 'vitest';
import { emergencyGuidance } from './answerTexts.js';
import { emergencyIn } from './emergency.js';
import phrasings from './eval/emergencyPhrasings.json' with { type: 'json' };

// The fixed set (eval/emergencyPhrasings.json) was written before the rules, from how parents write.
describe('emergencyIn', () => {
  test('the set holds at least 30 emergencies and 30 ordinary questions, in both languages', () => {
    for (const list of [phrasings.emergency, phrasings.ordinary]) {
      expect(list.length).toBeGreaterThanOrEqual(30);
      expect(list.filter((entry) => entry.lang === 'en').length).toBeGreaterThanOrEqual(15);
      expect(list.filter((entry) => entry.lang === 'zh').length).toBeGreaterThanOrEqual(15);
    }
  });

  test.for(phrasings.emergency.map((entry) => [entry.lang, entry.text]))('an emergency (%s): %s', ([, text]) => {
    expect(emergencyIn(text ?? '')).not.toEqual([]);
  });

  test.for(phrasings.ordinary.map((entry) => [entry.lang, entry.text]))('not an emergency (%s): %s', ([, text]) => {
    expect(emergencyIn(text ?? '')).toEqual([]);
  });

  test('names the dangers it found', () => {
    expect(emergencyIn('he is unconscious and was throwing up, ketones 3.2')).toEqual(['unresponsive', 'ketones']);
    expect(emergencyIn('她抽搐了')).toEqual(['seizure']);
  });
});

describe('emergencyGuidance', () => {
  test("puts 'call emergency services now' first, in the reader's language", () => {
    expect(emergencyGuidance(['seizure'], 'en').split('\n')[0]).toMatch(/^> \*\*Call emergency services now\*\*/);
    expect(emergencyGuidance(['breathing'], 'zh').split('\n')[0]).toMatch(/^> \*\*请立即拨打急救电话 120\*\*/);
  });

  test('tells nothing by mouth for a severe low, hospital now for ketones', () => {
    expect(emergencyGuidance(['swallow'], 'en')).toMatch(/Give nothing by mouth/);
    expect(emergencyGuidance(['ketones'], 'en')).toMatch(/hospital treatment now/);
    expect(emergencyGuidance(['ketones'], 'en')).not.toMatch(/nothing by mouth/);
  });
});
