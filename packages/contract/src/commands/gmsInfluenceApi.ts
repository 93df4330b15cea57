import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id, nameField, plainText } from '../fields.js';
import { taskMessages as tm, validationMessages as vm } from '../messages.js';
import { goalCategoryId, loopType, task, taskType } from './economyShapes.js';

/** The p_code of the parent whose tasks a command is about. */
const parentCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
const instanceInput = z.object({ task_instance_id: id, parent_code: parentCode });

const httpUrl = z.string().check(
  z.trim(),
  z.maxLength(2000, { error: vm.textTooLong }),
  z.refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), { error: tm.contentUrl }),
);

type CategoryId = z.output<typeof goalCategoryId>;

/** The category the form chose: '' is its empty choice, refused in the form's own words. */
const chosenCategory = z.union([goalCategoryId, z.literal('')]).check(z.refine((value) => value !== '', { error: tm.categoryRequired }));

export const parentCreateTaskInput = z
  .object({
    name: nameField(tm.nameRequired),
    desc: z._default(plainText(1000), ''),
    content: z._default(httpUrl, ''),
    type: taskType,
    start_time: epochSeconds,
    end_time: epochSeconds,
    // The check refuses '', so what passes is a category; a check leaves a schema's type as it was, so it is given here.
    goal_category: chosenCategory as z.ZodMiniType<CategoryId, CategoryId | ''>,
    loop_type: loopType,
    coin_amount: z.optional(
      z
        .number({ error: tm.coinRange })
        .check(z.int({ error: tm.coinRange }), z.minimum(0, { error: tm.coinRange }), z.maximum(100, { error: tm.coinRange })),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.end_time <= value.start_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: tm.endAfterStart });
      if (value.type !== '4' && value.content === '') ctx.addIssue({ code: 'custom', path: ['content'], message: tm.contentRequired });
    }),
  );

export const gmsInfluenceApi = {
  /** The parent's current tasks: today's daily instances and the one-time ones. */
  'GmsInfluenceApi.getParentTasks': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ parent_code: parentCode, only_today: z.optional(z.boolean()) }),
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
    output: z.extend(task, {
      coins_awarded: z.number().check(z.int(), z.nonnegative()),
      /** Coins of a parent-made task that the family's daily cap held back (ADR 0027); 0 when it paid in full. */
      coins_held_back: z.number().check(z.int(), z.nonnegative()),
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
