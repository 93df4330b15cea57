import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Times are integer epoch seconds; flags are 0/1 integers on both engines (see flags.ts). */
type Epoch = number;
type Flag = number;

export interface FamiliesTable {
  id: Generated<number>;
  p_code: string;
  created_at: Epoch;
  /** IANA zone; the family's days (streaks, daily tasks and goals) start at its midnight. */
  time_zone: ColumnType<string, string | undefined, string>;
}

export interface UsersTable {
  id: Generated<number>;
  /** Null only for a child account the game created that no parent has linked yet. */
  family_id: number | null;
  role: 'parent' | 'child';
  /** Lower-cased; null for a child without an e-mail. */
  email: string | null;
  login_name: string | null;
  password_hash: string | null;
  password_updated_at: Epoch | null;
  real_name: string | null;
  p_code: string;
  is_operator: ColumnType<Flag, Flag | undefined, Flag>;
  hospital: string | null;
  campaign: string | null;
  location_id: number | null;
  webapp_version_key: string | null;
  created_at: Epoch;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'session' | 'persistent';
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Epoch;
  expires_at: Epoch;
  revoked_at: Epoch | null;
}

export interface LocationsTable {
  id: Generated<number>;
  name: string;
  sort_order: number;
  active: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface InvitationsTable {
  id: Generated<number>;
  /** SHA-256 of the inv_ code; the code itself is shown once, to the inviter. */
  code_hash: string;
  family_id: number;
  role: 'parent' | 'child';
  inviter_id: number;
  invitee_email: string | null;
  child_name: string | null;
  child_login_name: string | null;
  created_at: Epoch;
  expires_at: Epoch;
  accepted_at: Epoch | null;
  accepted_by: number | null;
  revoked_at: Epoch | null;
}

export interface LoginLinksTable {
  id: Generated<number>;
  child_id: number;
  token_hash: string;
  created_at: Epoch;
  expires_at: Epoch;
  used_at: Epoch | null;
}

/** A day in a family's or child's local calendar, 'YYYY-MM-DD'; 'once' for one-time things. */
type Day = string;

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
  reason: 'task' | 'goal' | 'community' | 'lesson_plan' | 'product';
  reason_key: string;
  title: string | null;
  created_at: Epoch;
}

export interface TokenLedgerTable {
  id: Generated<number>;
  family_id: number;
  amount: number;
  reason: string;
  granted_by: number | null;
  created_at: Epoch;
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

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  family_id: number;
  message_type: 'family' | 'coins' | 'red_flag' | 'consultation';
  text_key: string;
  /** JSON object of the values the text names. */
  params: string;
  created_at: Epoch;
  read_at: Epoch | null;
}

export interface DatabaseSchema {
  families: FamiliesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  locations: LocationsTable;
  invitations: InvitationsTable;
  login_links: LoginLinksTable;
  settings: SettingsTable;
  goal_categories: GoalCategoriesTable;
  tasks: TasksTable;
  task_instances: TaskInstancesTable;
  goals: GoalsTable;
  goal_completions: GoalCompletionsTable;
  coin_ledger: CoinLedgerTable;
  token_ledger: TokenLedgerTable;
  login_days: LoginDaysTable;
  child_activity_days: ChildActivityDaysTable;
  child_skills: ChildSkillsTable;
  child_interactions: ChildInteractionsTable;
  fitness_categories: FitnessCategoriesTable;
  fitness_goals: FitnessGoalsTable;
  fitness_completions: FitnessCompletionsTable;
  notifications: NotificationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type TaskRow = Selectable<TasksTable>;
export type TaskInstanceRow = Selectable<TaskInstancesTable>;
export type GoalRow = Selectable<GoalsTable>;
