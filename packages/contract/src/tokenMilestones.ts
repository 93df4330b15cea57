/**
 * How heroic tokens are earned (ADR 0033), the facts both sides of the wire share: the programme's
 * milestones, what each asks of a family, and the limits of a grant. Plain data, without zod, so a
 * screen that reads it does not carry the schemas.
 */

/**
 * The programme's milestones, each granted at most once per family while an operator has it on:
 * the care plan completed (its last step, the backpack confirmed), the family login streak reaching
 * `milestoneThresholds.family_streak_30` days, and the family goals completed that many times in all.
 */
export const tokenMilestones = ['consultation_completed', 'family_streak_30', 'family_goals_10'] as const;
export type TokenMilestone = (typeof tokenMilestones)[number];

/** What a counted milestone asks: login days on the family streak, family goal completions in all (a daily goal counts each day). */
export const milestoneThresholds = { family_streak_30: 30, family_goals_10: 10 } as const satisfies Partial<Record<TokenMilestone, number>>;

/** The most tokens one milestone grants, and one heroic act in the game. */
export const maxMilestoneTokens = 1000;
export const maxHeroicActTokens = 100;

/** Figures beyond any programme's: they keep a typing slip from publishing a nonsense value. */
export const maxPublishedTokens = 1_000_000_000_000;
export const maxPublishedValue = 1_000_000_000_000;

/** What a milestone asks, as its name counts it; undefined for one that counts nothing (the care plan). */
export const milestoneThreshold = (milestone: TokenMilestone): number | undefined =>
  (milestoneThresholds as Partial<Record<TokenMilestone, number>>)[milestone];
