import * as z from 'zod/mini';
import { command } from '../define.js';
import { id } from '../fields.js';
import { interactionCounters, type InteractionCounter } from '../interactionCounts.js';

const count = z.number().check(z.int(), z.nonnegative());
const counts = Object.fromEntries(interactionCounters.map((counter) => [counter, count])) as Record<InteractionCounter, typeof count>;

const childInteractionCounts = z.object({ child_id: id, name: z.string(), ...counts });

export const parentInteractionsHandler = {
  'ParentInteractionsHandler.get_interactions': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ child_id: z.optional(id) }),
    output: z.object({
      summary: z.object({
        total: z.number().check(z.int(), z.nonnegative()),
        recommended_max: z.number().check(z.int(), z.positive()),
        interactions: z.number().check(z.int(), z.nonnegative()),
        child_id: z.nullable(id),
      }),
      children: z.array(childInteractionCounts),
    }),
  }),
};
