import { z } from 'zod';
import { command } from '../define.js';
import { id } from '../fields.js';

export const familyStreak = {
  'FamilyStreak.getFamilyStreak': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ total_logins: z.number().int().nonnegative() }),
  }),
  'FamilyStreak.getChildStreak': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({
      year: z.number().int().min(2000).max(2100),
      month: z.number().int().min(1).max(12),
      user_id: id,
    }),
    output: z.object({ total_streak_days: z.number().int().nonnegative() }),
  }),
};
