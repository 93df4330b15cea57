import * as z from 'zod/mini';
import { epochSeconds, id } from '../fields.js';

/** A task's kind: '1' website, '2' video, '4' other. */
export const taskType = z.enum(['1', '2', '4']);
/** Goal and task categories '1'-'5'. */
export const goalCategoryId = z.enum(['1', '2', '3', '4', '5']);
/** 1 daily, 0 once. */
export const loopType = z.union([z.literal(0), z.literal(1)]);

/** One task instance of one parent; `id` is the instance id (task_instance_id). */
export const task = z.object({
  id,
  task_instance_id: id,
  task_id: id,
  name: z.string(),
  desc: z.string(),
  type: taskType,
  content: z.string(),
  /** 0 open, 1 started, 2 done. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  coin_amount: z.number().check(z.int(), z.nonnegative()),
  goal_category: goalCategoryId,
  loop_type: loopType,
  start_time: z.nullable(epochSeconds),
  end_time: z.nullable(epochSeconds),
  /** When this instance stops being completable. */
  expires_at: z.nullable(epochSeconds),
  expired: z.boolean(),
  complete: z.boolean(),
  completed_at: z.nullable(epochSeconds),
  /** Created by a parent of the family rather than the programme. */
  family_task: z.boolean(),
});
export type Task = z.infer<typeof task>;

export const goal = z.object({
  id,
  name: z.string(),
  title: z.string(),
  desc: z.string(),
  /** 0 In Progress, 1 Complete (for a daily goal: today). */
  status: z.union([z.literal(0), z.literal(1)]),
  loop_type: loopType,
  category_id: goalCategoryId,
  goal_category: goalCategoryId,
  goal_type: goalCategoryId,
  coin_amount: z.number().check(z.int(), z.nonnegative()),
  icon: z.string(),
  completed_at: z.nullable(epochSeconds),
});
export type Goal = z.infer<typeof goal>;

export const goalCategory = z.object({
  id: goalCategoryId,
  name: z.string(),
  icon: z.string(),
  pid: z.number().check(z.int(), z.nonnegative()),
});
export type GoalCategory = z.infer<typeof goalCategory>;

/** Why coins moved; `gift` is a spend (a negative amount). */
export const coinReason = z.enum(['task', 'goal', 'community', 'lesson_plan', 'product', 'gift']);
export type CoinReason = z.infer<typeof coinReason>;

export const coinLogEntry = z.object({
  id,
  amount: z.number().check(z.int()),
  /** What earned it; `title` names the task, goal, lesson plan or product when there is one. */
  reason: coinReason,
  /** In the reader's language (Accept-Language), else the name the award was made with. */
  title: z.nullable(z.string()),
  created_at: epochSeconds,
  user_id: z.nullable(id),
});
export type CoinLogEntry = z.infer<typeof coinLogEntry>;

export const tokenHistoryEntry = z.object({
  id,
  amount: z.number().check(z.int()),
  /** Why, in the reader's language (Accept-Language) when the grant has it, else as granted. */
  reason: z.string(),
  created_at: epochSeconds,
});

export const fitnessCategory = z.object({ id, name: z.string(), icon: z.string(), color: z.string() });
export const fitnessGoal = z.object({
  id,
  type: id,
  name: z.string(),
  target: z.number().check(z.int(), z.positive()),
  unit: z.string(),
  /** Done today. */
  completed: z.boolean(),
  completed_at: z.nullable(epochSeconds),
});
export type FitnessGoal = z.infer<typeof fitnessGoal>;
