import * as z from 'zod/mini';
import { command } from '../define.js';
import { id, pageFields } from '../fields.js';
import { goal } from './economyShapes.js';

const paging = pageFields(999, 999);

export const familyGoalsApi = {
  'FamilyGoalsApi.list': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object(paging),
    output: z.object({ list: z.array(goal) }),
  }),
  'FamilyGoalsApi.get': command({ access: 'parent', effect: 'read', envelope: 'standard', input: z.object({ id }), output: goal }),
  'FamilyGoalsApi.complete': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ goal_id: id }),
    output: z.extend(goal, { coins_awarded: z.number().check(z.int(), z.nonnegative()) }),
  }),
};
