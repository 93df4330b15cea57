import * as z from 'zod/mini';
import { command } from '../define.js';
import { pageFields } from '../fields.js';
import { goalCategory } from './economyShapes.js';

export const familyGoalCategoryApi = {
  'FamilyGoalCategoryApi.list': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ ...pageFields(999, 999), pid: z.optional(z.number().check(z.int(), z.nonnegative())) }),
    output: z.object({ list: z.array(goalCategory) }),
  }),
};
