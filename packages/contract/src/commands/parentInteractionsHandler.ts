import { z } from 'zod';
import { command } from '../define.js';
import { id } from '../fields.js';
import { interactionCounters, type InteractionCounter } from '../interactionCounts.js';

const count = z.number().int().nonnegative();
const counts = Object.fromEntries(interactionCounters.map((counter) => [counter, count])) as Record<InteractionCounter, typeof count>;

const childInteractionCounts = z.object({ child_id: id, name: z.string(), ...counts });

export const parentInteractionsHandler = {
  'ParentInteractionsHandler.get_interactions': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ child_id: id.optional() }),
    output: z.object({
      summary: z.object({
        total: z.number().int().nonnegative(),
        recommended_max: z.number().int().positive(),
        interactions: z.number().int().nonnegative(),
        child_id: id.nullable(),
      }),
      children: z.array(childInteractionCounts),
    }),
  }),
};
