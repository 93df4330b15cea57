import * as z from 'zod/mini';
import { command } from '../define.js';
import { id, plainText } from '../fields.js';
import { consoleMessages } from '../messages.js';
import { maxMilestoneTokens, maxPublishedTokens, maxPublishedValue } from '../tokenMilestones.js';
import { milestoneSetting, tokenMilestone, tokenValuation } from '../tokens.js';

/** Operator settings with their defaults (ADR 0006). */
export const economySettings = z.object({
  per_token_value: z.number().check(z.nonnegative(), z.maximum(1_000_000)),
  /** The most tokens the game's heroic acts earn one child in one of the family's days (ADR 0033); 0: none. */
  heroic_tokens_per_child_per_day: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
  recommended_max_interactions: z.number().check(z.int(), z.positive(), z.maximum(100_000)),
  community_entry_coins: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
  lesson_plan_coins: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
  product_explore_coins: z.number().check(z.int(), z.minimum(0), z.maximum(1000)),
  /** What tasks the family's parents made may pay the family in one of its days, in all (ADR 0027). */
  parent_task_coins_per_day: z.number().check(z.int(), z.minimum(0), z.maximum(100_000)),
  /** Hours of a family's daytime before the parents are reminded of a red flag nobody has opened (ADR 0031). */
  red_flag_reminder_hours: z.number().check(z.int(), z.minimum(1), z.maximum(24)),
});
export type EconomySettings = z.infer<typeof economySettings>;

export const operatorEconomyHandler = {
  'OperatorEconomyHandler.getSettings': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: economySettings,
  }),
  'OperatorEconomyHandler.saveSettings': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.partial(economySettings),
    output: economySettings,
  }),
  /** Grants (or, with a negative amount, withdraws) heroic tokens to a family, with a reason (en, and zh when given). */
  'OperatorEconomyHandler.grantTokens': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      family_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
      amount: z.number().check(
        z.int(),
        z.minimum(-1_000_000),
        z.maximum(1_000_000),
        z.refine((value) => value !== 0, { error: 'Amount must not be zero' }),
      ),
      reason: z.pipe(plainText(200), z.string().check(z.minLength(1, { error: 'A reason is required' }))),
      /** The reason in Chinese, for parents who read the app in Chinese; empty or absent: they read `reason`. */
      reason_zh: z.pipe(
        z.optional(plainText(200)),
        z.transform((value) => value || undefined),
      ),
    }),
    output: z.object({ family_id: id, total_tokens: z.number().check(z.int()) }),
  }),
  /** The programme's milestones, each with its tokens and whether it is granted now (ADR 0033). */
  'OperatorEconomyHandler.getMilestones': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(milestoneSetting),
  }),
  /** Sets one milestone's tokens and turns it on or off; answers every milestone. */
  'OperatorEconomyHandler.saveMilestone': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      milestone: tokenMilestone,
      tokens: z.number().check(z.int(), z.minimum(1), z.maximum(maxMilestoneTokens)),
      enabled: z.boolean(),
    }),
    output: z.array(milestoneSetting),
  }),
  /** Publishes the figures parents see on the valuation card, dated now; they stay until the next publication. */
  'OperatorEconomyHandler.publishValuation': command({
    access: 'operator',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      total_tokens: z.number().check(z.int(), z.minimum(0), z.maximum(maxPublishedTokens)),
      market_value: z.number().check(
        z.minimum(0),
        z.maximum(maxPublishedValue),
        // Cents at most: the value is kept in hundredths, a whole number (DESIGN: money-like amounts are integers).
        z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: consoleMessages.atMostCents }),
      ),
    }),
    output: tokenValuation,
  }),
};
