import type { DatabaseSchema } from '../db/schema.js';

type Table = keyof DatabaseSchema;

/** How a table's rows belong to a family: by its family id, by a member's user id, or by a child's. */
export type Owner = 'family' | 'member' | 'child';

/**
 * Every table that holds a family's rows (ADR 0026), in the order deletion takes them (rows that
 * point at others first), with the column that says whose they are. A table added to the schema with a
 * family, user or child column must be entered here: `familyTables.db.test.ts` fails otherwise.
 */
export const familyTables: Array<{ table: Table; column: string; owner: Owner }> = [
  { table: 'red_flag_events', column: 'family_id', owner: 'family' },
  { table: 'red_flag_periods', column: 'family_id', owner: 'family' },
  { table: 'red_flag_reads', column: 'user_id', owner: 'member' },
  { table: 'red_flags', column: 'family_id', owner: 'family' },
  { table: 'notifications', column: 'family_id', owner: 'family' },
  { table: 'push_subscriptions', column: 'user_id', owner: 'member' },
  { table: 'chat_messages', column: 'user_id', owner: 'member' },
  { table: 'episode_progress', column: 'user_id', owner: 'member' },
  { table: 'fitness_completions', column: 'user_id', owner: 'member' },
  { table: 'goal_completions', column: 'family_id', owner: 'family' },
  { table: 'task_instances', column: 'family_id', owner: 'family' },
  { table: 'tasks', column: 'family_id', owner: 'family' },
  { table: 'coin_ledger', column: 'family_id', owner: 'family' },
  { table: 'parent_task_pay', column: 'family_id', owner: 'family' },
  { table: 'token_ledger', column: 'family_id', owner: 'family' },
  { table: 'login_days', column: 'family_id', owner: 'family' },
  { table: 'gifts', column: 'family_id', owner: 'family' },
  { table: 'consultation_contacts', column: 'family_id', owner: 'family' },
  { table: 'consultation_audit', column: 'family_id', owner: 'family' },
  { table: 'consultation_workflows', column: 'family_id', owner: 'family' },
  { table: 'child_activity_days', column: 'child_id', owner: 'child' },
  { table: 'child_interactions', column: 'child_id', owner: 'child' },
  { table: 'child_skills', column: 'child_id', owner: 'child' },
  { table: 'heroic_token_days', column: 'child_id', owner: 'child' },
  { table: 'game_events', column: 'child_id', owner: 'child' },
  { table: 'login_links', column: 'child_id', owner: 'child' },
  { table: 'invitations', column: 'family_id', owner: 'family' },
  { table: 'user_identities', column: 'user_id', owner: 'member' },
  { table: 'one_time_tokens', column: 'user_id', owner: 'member' },
  { table: 'auth_tokens', column: 'user_id', owner: 'member' },
  { table: 'users', column: 'family_id', owner: 'family' },
  { table: 'families', column: 'id', owner: 'family' },
];

/** Columns never exported: they are the keys to accounts and devices, not data about the family. */
export const secretColumns = new Set(['password_hash', 'token_hash', 'code_hash', 'p256dh', 'auth', 'state_hash', 'browser_hash']);

/** Tables that only hold secrets or machinery (sessions, one-time links): their rows are deleted, not exported. */
export const notExported = new Set<Table>(['auth_tokens', 'one_time_tokens', 'login_links']);
