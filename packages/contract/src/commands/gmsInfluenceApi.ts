import { z } from 'zod';
import { command } from '../define.js';
import { epochSeconds, id, nameField, plainText } from '../fields.js';
import { taskMessages as tm } from '../messages.js';
import { goalCategoryId, loopType, task, taskType } from './economyShapes.js';

/** The p_code of the parent whose tasks a command is about. */
const parentCode = z.string().trim().min(1).max(40);
const instanceInput = z.object({ task_instance_id: id, parent_code: parentCode });

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), { error: tm.contentUrl });

export const parentCreateTaskInput = z
  .object({
    name: nameField(tm.nameRequired),
    desc: plainText(1000).default(''),
    content: httpUrl.default(''),
    type: taskType,
    start_time: epochSeconds,
    end_time: epochSeconds,
    goal_category: goalCategoryId.or(z.literal('')).refine((value) => value !== '', { error: tm.categoryRequired }),
    loop_type: loopType,
    coin_amount: z
      .number({ error: tm.coinRange })
      .int({ error: tm.coinRange })
      .min(0, { error: tm.coinRange })
      .max(100, { error: tm.coinRange })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.end_time <= value.start_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: tm.endAfterStart });
    if (value.type !== '4' && value.content === '') ctx.addIssue({ code: 'custom', path: ['content'], message: tm.contentRequired });
  });

export const gmsInfluenceApi = {
  /** The parent's current tasks: today's daily instances and the one-time ones. */
  'GmsInfluenceApi.getParentTasks': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ parent_code: parentCode, only_today: z.boolean().optional() }),
    output: z.object({ list: z.array(task) }),
  }),
  'GmsInfluenceApi.getTaskInfo': command({ access: 'parent', effect: 'read', envelope: 'standard', input: instanceInput, output: task }),
  'GmsInfluenceApi.startTask': command({ access: 'parent', effect: 'write', envelope: 'standard', input: instanceInput, output: task }),
  'GmsInfluenceApi.cancelTask': command({ access: 'parent', effect: 'write', envelope: 'standard', input: instanceInput, output: task }),
  'GmsInfluenceApi.completeTask': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: instanceInput,
    output: task.extend({
      coins_awarded: z.number().int().nonnegative(),
      /** Coins of a parent-made task that the family's daily cap held back (ADR 0027); 0 when it paid in full. */
      coins_held_back: z.number().int().nonnegative(),
    }),
  }),
  'GmsInfluenceApi.parentCreateTask': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: parentCreateTaskInput,
    output: task,
  }),
};
