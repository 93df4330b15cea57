import { describe, expect, test } from 'vitest';
import {
  nextState,
  onNewPeriod,
  readMoves,
  reopenWithinSeconds,
  sameConcernNeedsSameWords,
  unknownSuggestion,
} from './redFlagLifecycle.js';

const me = 1;
const other = 2;

describe('who may move a red flag where', () => {
  test('"I\'m on it" from new, seen, or on it with another parent; again by the same parent changes nothing', () => {
    expect(nextState({ state: 'new', ownerId: null }, 'takeOn', me)).toBe('on_it');
    expect(nextState({ state: 'seen', ownerId: null }, 'takeOn', me)).toBe('on_it');
    expect(nextState({ state: 'on_it', ownerId: other }, 'takeOn', me)).toBe('on_it');
    expect(nextState({ state: 'on_it', ownerId: me }, 'takeOn', me)).toBe('unchanged');
    expect(nextState({ state: 'handled', ownerId: me }, 'takeOn', me)).toBe('moved_on');
    expect(nextState({ state: 'resolved', ownerId: null }, 'takeOn', me)).toBe('moved_on');
  });

  test('handled from any open state, by any parent; not twice', () => {
    for (const state of ['new', 'seen', 'on_it'] as const) expect(nextState({ state, ownerId: other }, 'markHandled', me)).toBe('handled');
    expect(nextState({ state: 'handled', ownerId: null }, 'markHandled', me)).toBe('moved_on');
    expect(nextState({ state: 'resolved', ownerId: null }, 'markHandled', me)).toBe('moved_on');
  });

  test('resolved only once handled', () => {
    expect(nextState({ state: 'handled', ownerId: other }, 'resolve', me)).toBe('resolved');
    for (const state of ['new', 'seen', 'on_it', 'resolved'] as const)
      expect(nextState({ state, ownerId: null }, 'resolve', me)).toBe('moved_on');
  });

  test('reading moves only a flag nobody has opened', () => {
    expect(readMoves('new')).toBe(true);
    for (const state of ['seen', 'on_it', 'handled', 'resolved'] as const) expect(readMoves(state)).toBe(false);
  });
});

describe('a rule firing for a new period', () => {
  const now = 10_000_000;
  test('raises a flag when the concern has none', () => {
    expect(onNewPeriod(undefined, now)).toBe('raise');
  });

  test('records the period against a flag opened within the week and still open, whatever its last move', () => {
    for (const state of ['new', 'seen', 'on_it'] as const) {
      expect(onNewPeriod({ state, stateSince: now - 60, openedAt: now - reopenWithinSeconds }, now)).toBe('record');
      // Open for longer, nobody having handled it: what happens now is told as a new flag.
      expect(onNewPeriod({ state, stateSince: now - 60, openedAt: now - reopenWithinSeconds - 1 }, now)).toBe('raise');
    }
  });

  test('reopens a flag handled or resolved within seven days, and raises a new one after', () => {
    for (const state of ['handled', 'resolved'] as const) {
      expect(onNewPeriod({ state, stateSince: now - reopenWithinSeconds, openedAt: now - 30 * 86_400 }, now)).toBe('reopen');
      expect(onNewPeriod({ state, stateSince: now - reopenWithinSeconds - 1, openedAt: now - 30 * 86_400 }, now)).toBe('raise');
    }
    expect(reopenWithinSeconds).toBe(604_800);
  });

  test("the game's concerns are the same only when their words are", () => {
    expect(sameConcernNeedsSameWords('game_concern')).toBe(true);
    expect(sameConcernNeedsSameWords('activity_drop')).toBe(false);
  });
});

test('what a parent ticks must be among the flag’s suggestions', () => {
  expect(unknownSuggestion(['a', 'b'], ['a', 'b', 'c'])).toBeUndefined();
  expect(unknownSuggestion([], ['a'])).toBeUndefined();
  expect(unknownSuggestion(['a', 'x'], ['a', 'b'])).toBe('x');
});
