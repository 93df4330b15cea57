import { z } from 'zod';
import { command } from '../define.js';
import { epochSeconds, id } from '../fields.js';

export const childSkills = {
  'ChildSkills.getChildSkillInfo': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({
      child_id: id,
      /** How far back, in seconds; all skills when absent. */
      range: z.number().int().positive().optional(),
      parent_code: z.string().max(40).optional(),
    }),
    /** Names in the reader's language (Accept-Language) when the game sent it, else as the game named them. */
    output: z.object({ child_id: id, skills: z.array(z.object({ name: z.string(), learned_at: epochSeconds })) }),
  }),
  /** Each name once, in the reader's language as for getChildSkillInfo. */
  'ChildSkills.getChildLearnSkillsLastWeek': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(z.string()),
  }),
};
