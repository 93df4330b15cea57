import { z } from 'zod';
import { epochSeconds } from './fields.js';

/**
 * How heroic tokens are earned and what they are stated to be worth (ADR 0033), the facts both sides
 * of the wire share: the programme's milestones, what each asks of a family, and the limits of a grant.
 */

/**
 * The programme's milestones, each granted at most once per family while an operator has it on:
 * the care plan completed (its last step, the backpack confirmed), the family login streak reaching
 * `milestoneThresholds.family_streak_30` days, and the family goals completed that many times in all.
 */
export const tokenMilestone = z.enum(['consultation_completed', 'family_streak_30', 'family_goals_10']);
export type TokenMilestone = z.infer<typeof tokenMilestone>;
export const tokenMilestones = tokenMilestone.options;

/** What a counted milestone asks: login days on the family streak, family goal completions in all (a daily goal counts each day). */
export const milestoneThresholds = { family_streak_30: 30, family_goals_10: 10 } as const satisfies Partial<Record<TokenMilestone, number>>;

/** The most tokens one milestone grants, and one heroic act in the game. */
export const maxMilestoneTokens = 1000;
export const maxHeroicActTokens = 100;

/** Figures beyond any programme's: they keep a typing slip from publishing a nonsense value. */
export const maxPublishedTokens = 1_000_000_000_000;
export const maxPublishedValue = 1_000_000_000_000;

/** A milestone as an operator sets it: its tokens, and whether the programme grants it now. */
export const milestoneSetting = z.object({
  milestone: tokenMilestone,
  tokens: z.number().int().min(1).max(maxMilestoneTokens),
  enabled: z.boolean(),
  /** When an operator last changed it; null while it has its first settings (off). */
  updated_at: epochSeconds.nullable(),
});
export type MilestoneSetting = z.infer<typeof milestoneSetting>;

/**
 * The value the programme published for its heroic tokens: every figure null, and `published_at`
 * null, until an operator publishes one. Never a figure nobody set.
 */
export const tokenValuation = z.object({
  /** The tokens the programme has issued in all, as it published them. */
  total_tokens: z.number().int().nonnegative().nullable(),
  /** The value the programme states for all of them together, in `currency`. */
  market_value: z.number().nonnegative().nullable(),
  /** The currency the market value is in (ISO 4217): the deployment's. */
  currency: z.string(),
  /** When the programme published these figures. */
  published_at: epochSeconds.nullable(),
});
export type TokenValuation = z.infer<typeof tokenValuation>;
