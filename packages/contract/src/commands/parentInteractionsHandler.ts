import { z } from 'zod';
import { command } from '../define.js';
import { id } from '../fields.js';

const childInteractionCounts = z.object({
  child_id: id,
  name: z.string(),
  chat_messages: z.number().int().nonnegative(),
  friend_connections: z.number().int().nonnegative(),
  minigames_with_others: z.number().int().nonnegative(),
  npc_chats: z.number().int().nonnegative(),
});

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
