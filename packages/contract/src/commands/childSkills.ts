import * as z from 'zod/mini';
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
      range: z.optional(z.number().check(z.int(), z.positive())),
      parent_code: z.optional(z.string().check(z.maxLength(40))),
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
