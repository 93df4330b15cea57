import { z } from 'zod';
import { command } from '../define.js';
import { id, pageFields } from '../fields.js';
import { goal, goalCategory } from './economyShapes.js';

const paging = pageFields(999, 999);

export const familyGoals = {
  'FamilyGoalCategoryApi.list': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({ ...paging, pid: z.number().int().nonnegative().optional() }),
    output: z.object({ list: z.array(goalCategory) }),
  }),
  'FamilyGoalsApi.list': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object(paging),
    output: z.object({ list: z.array(goal) }),
  }),
  'FamilyGoalsApi.get': command({ access: 'parent', envelope: 'standard', input: z.object({ id }), output: goal }),
  'FamilyGoalsApi.complete': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({ goal_id: id }),
    output: goal.extend({ coins_awarded: z.number().int().nonnegative() }),
  }),
};
