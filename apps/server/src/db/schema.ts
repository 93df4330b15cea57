import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { NotificationType } from '@t1d/contract';
import type {
  ChildActivityDaysTable,
  ChildInteractionsTable,
  ChildSkillsTable,
  CoinLedgerTable,
  FitnessCategoriesTable,
  FitnessCompletionsTable,
  FitnessGoalsTable,
  GoalCategoriesTable,
  GoalCompletionsTable,
  GoalsTable,
  LoginDaysTable,
  ParentTaskPayTable,
  SettingsTable,
  TaskInstancesTable,
  TasksTable,
} from './economySchema.js';
import type { HeroicTokenDaysTable, TokenLedgerTable, TokenMilestonesTable, TokenValuationsTable } from './tokensSchema.js';
import type {
  GameApiKeysTable,
  GameEventsTable,
  GameIdempotencyTable,
  GiftsTable,
  GoogleSignInsTable,
  OneTimeTokensTable,
  UserIdentitiesTable,
} from './doorsSchema.js';
import type { HomeConfigsTable } from './shapingSchema.js';
import type { ChatMessagesTable, ContentItemsTable, ContentTextsTable, EpisodeProgressTable, GiftCatalogueTable } from './librarySchema.js';
import type { PushOutboxTable, PushSubscriptionsTable } from './pushSchema.js';
import type { OperatorAuditTable, TextsTable } from './textsSchema.js';
import type { GameDeletionsTable, JobRunsTable } from './jobsSchema.js';
import type { RedFlagEventsTable, RedFlagPeriodsTable, RedFlagReadsTable, RedFlagsTable } from './redFlagSchema.js';
import type { ConsultationAuditTable, ConsultationContactsTable, ConsultationWorkflowsTable } from './consultationSchema.js';

export type { CoinLedgerTable, TaskRow, TaskInstanceRow, GoalRow } from './economySchema.js';
export type { OneTimeTokenKind } from './doorsSchema.js';
export type { ContentKind } from './librarySchema.js';

/** Times are integer epoch seconds; flags are 0/1 integers on both engines (see flags.ts). */
export type Epoch = number;
export type Flag = number;

export interface FamiliesTable {
  id: Generated<number>;
  p_code: string;
  created_at: Epoch;
  /** IANA zone; the family's days (streaks, daily tasks and goals) start at its midnight. */
  time_zone: ColumnType<string, string | undefined, string>;
  /** The family day the red-flag rules last ran for (the morning job, or the first read of the day). */
  flags_evaluated_on: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** When the partner game first learned of this account through its door (integration/knownToGame.ts). */
  game_known_at: ColumnType<Epoch | null, Epoch | null | undefined, Epoch | null>;
  /**
   * Set on the row a removed parent leaves behind (families/removeParent.ts), with `family_id` null: the
   * family whose history still names it, and whose export and deletion take it.
   */
  left_family_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  /**
   * session: a bearer token for a day; persistent: the one-year login that restores sessions;
   * device: marks a browser where this parent signed in before, which their own lock-out spares.
   */
  kind: 'session' | 'persistent' | 'device';
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: Epoch;
  expires_at: Epoch;
  revoked_at: Epoch | null;
  /** For a session: the persistent login it was opened with (signing out ends both). */
  persistent_id: number | null;
}

/** A fixed-window count of attempts under one key (e.g. "signin-email:ann@example.com"). */
export interface AttemptCountersTable {
  key: string;
  window_start: Epoch;
  count: number;
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

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  family_id: number;
  message_type: NotificationType;
  text_key: string;
  /** JSON object of the values the text names. */
  params: string;
  created_at: Epoch;
  read_at: Epoch | null;
  /** The red flag a 'red_flag_raised' notification tells of: reading one reads the other. */
  red_flag_id: number | null;
}

export interface DatabaseSchema {
  families: FamiliesTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  attempt_counters: AttemptCountersTable;
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
  parent_task_pay: ParentTaskPayTable;
  token_ledger: TokenLedgerTable;
  heroic_token_days: HeroicTokenDaysTable;
  token_milestones: TokenMilestonesTable;
  token_valuations: TokenValuationsTable;
  login_days: LoginDaysTable;
  child_activity_days: ChildActivityDaysTable;
  child_skills: ChildSkillsTable;
  child_interactions: ChildInteractionsTable;
  fitness_categories: FitnessCategoriesTable;
  fitness_goals: FitnessGoalsTable;
  fitness_completions: FitnessCompletionsTable;
  notifications: NotificationsTable;
  red_flags: RedFlagsTable;
  red_flag_reads: RedFlagReadsTable;
  red_flag_events: RedFlagEventsTable;
  red_flag_periods: RedFlagPeriodsTable;
  consultation_workflows: ConsultationWorkflowsTable;
  consultation_audit: ConsultationAuditTable;
  consultation_contacts: ConsultationContactsTable;
  content_items: ContentItemsTable;
  game_api_keys: GameApiKeysTable;
  one_time_tokens: OneTimeTokensTable;
  game_events: GameEventsTable;
  game_idempotency: GameIdempotencyTable;
  gifts: GiftsTable;
  google_sign_ins: GoogleSignInsTable;
  user_identities: UserIdentitiesTable;
  home_configs: HomeConfigsTable;
  content_texts: ContentTextsTable;
  episode_progress: EpisodeProgressTable;
  gift_catalogue: GiftCatalogueTable;
  chat_messages: ChatMessagesTable;
  push_subscriptions: PushSubscriptionsTable;
  job_runs: JobRunsTable;
  game_deletions: GameDeletionsTable;
  push_outbox: PushOutboxTable;
  texts: TextsTable;
  operator_audit: OperatorAuditTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
