import * as z from 'zod/mini';
import { command } from '../define.js';
import { id } from '../fields.js';
import { fitnessCategory, fitnessGoal } from './economyShapes.js';

export const fitnessGoalApi = {
  'FitnessGoalApi.getCategories': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.array(fitnessCategory),
  }),
  'FitnessGoalApi.getUserGoals': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ type: id }),
    output: z.array(fitnessGoal),
  }),
  'FitnessGoalApi.markGoalCompleted': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ goal_id: id }),
    output: fitnessGoal,
  }),
};
