import { describe, expect, test } from 'vitest';
import { describedIn } from './described.js';
import { emergencyIn } from './emergency.js';
import { firstReviewCases, freshCases, secondReviewCases, signCases, thirdReviewCases, type Case } from '../test/chatFreshMessages.js';

// Each message of test/chatFreshMessages.ts read as meant (the chat's reading: triage.ts, without the search).
const readAs = (text: string) => (emergencyIn(text).length ? 'emergency' : (describedIn(text).state ?? 'none'));

const sets: [name: string, cases: Case[]][] = [
  ['messages a review wrote against the rules of 2026-12-02', firstReviewCases],
  ['messages written fresh, a danger or a low in other words than the fixed sets', freshCases],
  ['lows told by their signs alone', signCases],
  ["a second review's messages", secondReviewCases],
  ["a third review's messages, written under stress", thirdReviewCases],
];

for (const [name, cases] of sets)
  describe(name, () => {
    test.for(cases)('%s: %s', ([expected, message]) => {
      expect(readAs(message)).toBe(expected);
    });
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
