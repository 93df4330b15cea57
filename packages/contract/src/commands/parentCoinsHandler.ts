import * as z from 'zod/mini';
import { command } from '../define.js';
import { id, pageFields, pageTotals } from '../fields.js';
import { coinLogEntry } from './economyShapes.js';

export const parentCoinsHandler = {
  'ParentCoinsHandler.get_family_coins_logs': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object(pageFields(20)),
    output: z.object({
      total_coins: z.number().check(z.int()),
      list: z.array(coinLogEntry),
      ...pageTotals,
    }),
  }),
  /** Once per family and local day. */
  'ParentCoinsHandler.award_community_entry_coin': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ community_reward_coins: z.number().check(z.int(), z.nonnegative()) }),
  }),
  /** Once per family and lesson plan, ever; a lesson plan the content library does not publish answers 404. */
  'ParentCoinsHandler.award_lesson_plan_coin': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ lesson_plan_id: z._default(id, 1) }),
    output: z.object({ lesson_plan_reward_coins: z.number().check(z.int(), z.nonnegative()) }),
  }),
  /** Once per family and product, ever; a product the content library does not publish answers 404. */
  'ParentCoinsHandler.award_product_explore_coin': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ product_id: id }),
    output: z.object({ product_explore_reward_coins: z.number().check(z.int(), z.nonnegative()) }),
  }),
};
