import * as z from 'zod/mini';
import { epochSeconds } from './fields.js';
import { maxMilestoneTokens, tokenMilestones } from './tokenMilestones.js';

/** A milestone by name on the wire (ADR 0033); the facts it is built from are in tokenMilestones.ts. */
export const tokenMilestone = z.enum(tokenMilestones);

/** A milestone as an operator sets it: its tokens, and whether the programme grants it now. */
export const milestoneSetting = z.object({
  milestone: tokenMilestone,
  tokens: z.number().check(z.int(), z.minimum(1), z.maximum(maxMilestoneTokens)),
  enabled: z.boolean(),
  /** When an operator last changed it; null while it has its first settings (off). */
  updated_at: z.nullable(epochSeconds),
});
export type MilestoneSetting = z.infer<typeof milestoneSetting>;

/**
 * The value the programme published for its heroic tokens: every figure null, and `published_at`
 * null, until an operator publishes one. Never a figure nobody set.
 */
export const tokenValuation = z.object({
  /** The tokens the programme has issued in all, as it published them. */
  total_tokens: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /** The value the programme states for all of them together, in `currency`. */
  market_value: z.nullable(z.number().check(z.nonnegative())),
  /** The currency the market value is in (ISO 4217): the deployment's. */
  currency: z.string(),
  /** When the programme published these figures. */
  published_at: z.nullable(epochSeconds),
});
export type TokenValuation = z.infer<typeof tokenValuation>;
