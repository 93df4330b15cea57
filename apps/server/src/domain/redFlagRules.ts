import { shiftDay } from './days.js';

/** Days are the family's local 'YYYY-MM-DD' (domain/days.ts). */
type Day = string;

/** What the rules read about one child on one family day. */
export interface ChildActivityFacts {
  today: Day;
  /** Community interactions over the 30 family days ending today. */
  interactionsLast30Days: number;
  recommendedMax: number;
  /** The child's days of play up to today, any order; the last 30 days are enough. */
  activeDays: readonly Day[];
}

export type RedFlagRule = 'interactions_over_max' | 'activity_drop';

export interface RuleFinding {
  rule: RedFlagRule;
  /** The period the finding belongs to: a rule speaks at most once per child and period. */
  periodKey: string;
  params: Record<string, string | number>;
}

/** Community interactions are counted over this many family days, today included (ADR 0006). */
export const interactionWindowDays = 30;

/** A drop counts once the child has not played for this many whole days (today not counted). */
export const quietDaysForDrop = 3;
/** …after playing on at least this many of the 14 days up to the last day of play. */
export const regularWindowDays = 14;
export const regularMinActiveDays = 5;

/**
 * 30-day interactions above the recommended maximum. The period is the family's calendar month, so
 * a child who stays above the maximum is flagged once a month, not every day.
 */
export function interactionsOverMax(facts: ChildActivityFacts): RuleFinding | null {
  if (facts.interactionsLast30Days <= facts.recommendedMax) return null;
  return {
    rule: 'interactions_over_max',
    periodKey: facts.today.slice(0, 7),
    params: { total: facts.interactionsLast30Days, max: facts.recommendedMax },
  };
}

/**
 * A sudden drop: a child who played regularly has not played for several whole days. The period is
 * the quiet spell, named by its last day of play, so coming back and going quiet again is a new one.
 */
export function activityDrop(facts: ChildActivityFacts): RuleFinding | null {
  const played = facts.activeDays.filter((day) => day <= facts.today).sort();
  const lastPlayed = played.at(-1);
  if (!lastPlayed) return null;
  if (shiftDay(lastPlayed, quietDaysForDrop + 1) > facts.today) return null;
  const windowStart = shiftDay(lastPlayed, -(regularWindowDays - 1));
  const activeBefore = played.filter((day) => day >= windowStart).length;
  if (activeBefore < regularMinActiveDays) return null;
  return { rule: 'activity_drop', periodKey: lastPlayed, params: { last_played: lastPlayed, active_days: activeBefore } };
}

export const redFlagRules = [interactionsOverMax, activityDrop] as const;

export function findRedFlags(facts: ChildActivityFacts): RuleFinding[] {
  return redFlagRules.map((rule) => rule(facts)).filter((finding) => finding !== null);
}
