import { z } from 'zod';
import { command } from '../define.js';
import { tokenHistoryEntry } from './economyShapes.js';

export const parentTokensHandler = {
  'ParentTokensHandler.get_balance': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ show_token_history: z.boolean().optional() }),
    output: z.object({
      total_tokens: z.number().int(),
      per_token_value: z.number().nonnegative(),
      total_value: z.number(),
      /** The currency the values are in (ISO 4217): the deployment's. */
      currency: z.string(),
      history: z.array(tokenHistoryEntry).optional(),
    }),
  }),
  'ParentTokensHandler.get_company_valuation': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({
      total_tokens: z.number().int().nonnegative(),
      market_value: z.number().nonnegative(),
      /** The currency the market value is in (ISO 4217): the deployment's. */
      currency: z.string(),
    }),
  }),
};
