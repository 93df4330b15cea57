import * as z from 'zod/mini';
import { command } from '../define.js';
import { id } from '../fields.js';

export const familyStreak = {
  'FamilyStreak.getFamilyStreak': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ total_logins: z.number().check(z.int(), z.nonnegative()) }),
  }),
  'FamilyStreak.getChildStreak': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({
      year: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
      month: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
      user_id: id,
    }),
    output: z.object({ total_streak_days: z.number().check(z.int(), z.nonnegative()) }),
  }),
};
