// Tables of tasks, goals, the ledgers, streak days, child activity and fitness (ADR 0006).
import type { CoinReason } from '@t1d/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Epoch, Flag } from './schema.js';

/** A day in a family's or child's local calendar, 'YYYY-MM-DD'; 'once' for one-time things. */
export type Day = string;

export interface SettingsTable {
  key: string;
  value: string;
}

export interface GoalCategoriesTable {
  id: string;
  name: string;
  name_zh: string | null;
  icon: string;
}

export interface TasksTable {
  id: Generated<number>;
  /** Null for the programme's own tasks, shared by every family. */
  family_id: number | null;
  content_key: string | null;
  name: string;
  name_zh: string | null;
  description: string;
  description_zh: string | null;
  type: '1' | '2' | '4';
  content: string;
  coin_amount: number;
  goal_category: string;
  loop_type: number;
  start_time: Epoch | null;
  end_time: Epoch | null;
  created_by: number | null;
  created_at: Epoch;
  active: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface TaskInstancesTable {
  id: Generated<number>;
  task_id: number;
  parent_id: number;
  family_id: number;
  day: Day;
  status: ColumnType<number, number | undefined, number>;
  started_at: Epoch | null;
  completed_at: Epoch | null;
  expires_at: Epoch | null;
  created_at: Epoch;
}

export interface GoalsTable {
  id: Generated<number>;
  content_key: string;
  name: string;
  name_zh: string | null;
  description: string;
  description_zh: string | null;
  category: string;
  loop_type: number;
  coin_amount: number;
  active: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface GoalCompletionsTable {
  id: Generated<number>;
  family_id: number;
  goal_id: number;
  day: Day;
  user_id: number;
  completed_at: Epoch;
}

export interface CoinLedgerTable {
  id: Generated<number>;
  family_id: number;
  user_id: number | null;
  amount: number;
  reason: CoinReason;
  reason_key: string;
  /** The task's or goal's name when awarded, in English and (when it had one) Chinese. */
  title: string | null;
  title_zh: string | null;
  created_at: Epoch;
}

/** Coins the family's own (parent-made) tasks paid it on one of its days, at most the daily cap (ADR 0027). */
export interface ParentTaskPayTable {
  family_id: number;
  day: Day;
  coins: ColumnType<number, number | undefined, number>;
}

export interface LoginDaysTable {
  id: Generated<number>;
  family_id: number;
  day: Day;
}

export interface ChildActivityDaysTable {
  id: Generated<number>;
  child_id: number;
  day: Day;
}

export interface ChildSkillsTable {
  id: Generated<number>;
  child_id: number;
  skill_key: string;
  name: string;
  /** The game's Chinese name for the skill, when it sent one. */
  name_zh: string | null;
  learned_at: Epoch;
}

export interface ChildInteractionsTable {
  id: Generated<number>;
  child_id: number;
  day: Day;
  chat_messages: ColumnType<number, number | undefined, number>;
  friend_connections: ColumnType<number, number | undefined, number>;
  minigames_with_others: ColumnType<number, number | undefined, number>;
  npc_chats: ColumnType<number, number | undefined, number>;
}

export interface FitnessCategoriesTable {
  id: Generated<number>;
  content_key: string;
  name: string;
  name_zh: string | null;
  icon: string;
  color: string;
}

export interface FitnessGoalsTable {
  id: Generated<number>;
  content_key: string;
  category_id: number;
  name: string;
  name_zh: string | null;
  target: number;
  unit: string;
}

export interface FitnessCompletionsTable {
  id: Generated<number>;
  user_id: number;
  goal_id: number;
  day: Day;
  completed_at: Epoch;
}

export type TaskRow = Selectable<TasksTable>;
export type TaskInstanceRow = Selectable<TaskInstancesTable>;
export type GoalRow = Selectable<GoalsTable>;
