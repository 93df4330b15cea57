import * as z from 'zod/mini';
import { command } from '../define.js';
import { tokenMilestone, tokenValuation } from '../tokens.js';
import { tokenHistoryEntry } from './economyShapes.js';

/** How a family earns heroic tokens now (ADR 0033): what the programme has on, so a new family knows. */
const waysToEarn = z.object({
  /** The most tokens the game's heroic acts earn one child in one of the family's days; 0: the game earns none. */
  heroic_tokens_per_child_per_day: z.number().check(z.int(), z.nonnegative()),
  /** The milestones the programme grants now, with their tokens, and whether this family has earned each. */
  milestones: z.array(z.object({ milestone: tokenMilestone, tokens: z.number().check(z.int(), z.positive()), earned: z.boolean() })),
});

export const parentTokensHandler = {
  'ParentTokensHandler.get_balance': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ show_token_history: z.optional(z.boolean()) }),
    output: z.object({
      total_tokens: z.number().check(z.int()),
      per_token_value: z.number().check(z.nonnegative()),
      total_value: z.number(),
      /** The currency the values are in (ISO 4217): the deployment's. */
      currency: z.string(),
      history: z.optional(z.array(tokenHistoryEntry)),
      ways_to_earn: waysToEarn,
    }),
  }),
  /** The figures the programme published for its tokens, or nulls until it has (ADR 0033); the same for every family. */
  'ParentTokensHandler.get_company_valuation': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: tokenValuation,
  }),
};
