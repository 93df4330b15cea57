import { describe, expect, it } from 'vitest';
import { shiftDay } from './days.js';
import { activityDrop, findRedFlags, interactionsOverMax, type ChildActivityFacts } from './redFlagRules.js';

const today = '2026-11-22';
const daysBack = (...offsets: number[]) => offsets.map((offset) => shiftDay(today, -offset));
const facts = (over: Partial<ChildActivityFacts> = {}): ChildActivityFacts => ({
  today,
  interactionsLast30Days: 10,
  recommendedMax: 50,
  activeDays: [],
  ...over,
});

describe('interactions over the recommended maximum', () => {
  it('speaks only above the maximum, once per family month', () => {
    expect(interactionsOverMax(facts({ interactionsLast30Days: 50 }))).toBeNull();
    expect(interactionsOverMax(facts({ interactionsLast30Days: 51 }))).toEqual({
      rule: 'interactions_over_max',
      periodKey: '2026-11',
      params: { total: 51, max: 50 },
    });
    expect(interactionsOverMax(facts({ today: '2026-12-01', interactionsLast30Days: 51 }))?.periodKey).toBe('2026-12');
  });
});

describe('a sudden drop in play', () => {
  const regular = daysBack(4, 5, 6, 8, 10);

  it('speaks after three whole quiet days following regular play', () => {
    expect(activityDrop(facts({ activeDays: regular }))).toEqual({
      rule: 'activity_drop',
      periodKey: shiftDay(today, -4),
      params: { last_played: shiftDay(today, -4), active_days: 5 },
    });
  });

  it('waits while fewer than three whole days are quiet (today is not counted)', () => {
    expect(activityDrop(facts({ activeDays: daysBack(3, 5, 6, 8, 10) }))).toBeNull();
    expect(activityDrop(facts({ activeDays: [...regular, today] }))).toBeNull();
  });

  it('needs five days of play in the fourteen up to the last one', () => {
    expect(activityDrop(facts({ activeDays: daysBack(4, 5, 6, 8) }))).toBeNull();
    // The fifth day lies fourteen days before the last day of play: one day too early.
    expect(activityDrop(facts({ activeDays: daysBack(4, 5, 6, 8, 18) }))).toBeNull();
    expect(activityDrop(facts({ activeDays: daysBack(4, 5, 6, 8, 17) }))).not.toBeNull();
  });

  it('ignores days after today and a child who never played', () => {
    expect(activityDrop(facts())).toBeNull();
    expect(activityDrop(facts({ activeDays: [...regular, shiftDay(today, 1)] }))?.periodKey).toBe(shiftDay(today, -4));
  });
});

it('reports every finding of a day', () => {
  expect(findRedFlags(facts({ interactionsLast30Days: 80, activeDays: daysBack(4, 5, 6, 7, 9) })).map((f) => f.rule)).toEqual([
    'interactions_over_max',
    'activity_drop',
  ]);
});
