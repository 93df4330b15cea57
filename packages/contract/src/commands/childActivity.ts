import { z } from 'zod';
import { command } from '../define.js';
import { epochSeconds, id } from '../fields.js';

const childInteractionCounts = z.object({
  child_id: id,
  name: z.string(),
  chat_messages: z.number().int().nonnegative(),
  friend_connections: z.number().int().nonnegative(),
  minigames_with_others: z.number().int().nonnegative(),
  npc_chats: z.number().int().nonnegative(),
});

export const childActivity = {
  'FamilyStreak.getFamilyStreak': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ total_logins: z.number().int().nonnegative() }),
  }),
  'FamilyStreak.getChildStreak': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({
      year: z.number().int().min(2000).max(2100),
      month: z.number().int().min(1).max(12),
      user_id: id,
    }),
    output: z.object({ total_streak_days: z.number().int().nonnegative() }),
  }),
  'ChildSkills.getChildSkillInfo': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({
      child_id: id,
      /** How far back, in seconds; all skills when absent. */
      range: z.number().int().positive().optional(),
      parent_code: z.string().max(40).optional(),
    }),
    output: z.object({ child_id: id, skills: z.array(z.object({ name: z.string(), learned_at: epochSeconds })) }),
  }),
  'ChildSkills.getChildLearnSkillsLastWeek': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(z.string()),
  }),
  'ParentInteractionsHandler.get_interactions': command({
    access: 'parent',
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
