import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/** Tasks, goals, the coin and token ledgers, settings, streak days and recorded child activity. */
export const economy: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    // A family's days start at local midnight (ADR 0006).
    await db.schema
      .alterTable('families')
      .addColumn('time_zone', 'text', (col) => col.notNull().defaultTo('UTC'))
      .execute();
    await db.schema
      .createTable('settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('goal_categories')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_zh', 'text')
      .addColumn('icon', 'text', (col) => col.notNull())
      .execute();

    await withId(db.schema.createTable('tasks'), engine)
      .addColumn('family_id', 'integer', (col) => col.references('families.id'))
      .addColumn('content_key', 'text', (col) => col.unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_zh', 'text')
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('description_zh', 'text')
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('coin_amount', 'integer', (col) => col.notNull())
      .addColumn('goal_category', 'text', (col) => col.notNull())
      .addColumn('loop_type', 'integer', (col) => col.notNull())
      .addColumn('start_time', 'bigint')
      .addColumn('end_time', 'bigint')
      .addColumn('created_by', 'integer', (col) => col.references('users.id'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.createIndex('tasks_family_idx').on('tasks').columns(['family_id', 'active']).execute();

    await withId(db.schema.createTable('task_instances'), engine)
      .addColumn('task_id', 'integer', (col) => col.notNull().references('tasks.id'))
      .addColumn('parent_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('started_at', 'bigint')
      .addColumn('completed_at', 'bigint')
      .addColumn('expires_at', 'bigint')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('task_instances_once', ['task_id', 'parent_id', 'day'])
      .execute();
    await db.schema.createIndex('task_instances_parent_idx').on('task_instances').columns(['parent_id', 'day']).execute();

    await withId(db.schema.createTable('goals'), engine)
      .addColumn('content_key', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_zh', 'text')
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('description_zh', 'text')
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('loop_type', 'integer', (col) => col.notNull())
      .addColumn('coin_amount', 'integer', (col) => col.notNull())
      .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await withId(db.schema.createTable('goal_completions'), engine)
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('goal_id', 'integer', (col) => col.notNull().references('goals.id'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('completed_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('goal_completions_once', ['family_id', 'goal_id', 'day'])
      .execute();

    await withId(db.schema.createTable('coin_ledger'), engine)
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id'))
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      // The award's identity: the same award can be written only once, whatever the concurrency.
      .addColumn('reason_key', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('coin_ledger_family_idx').on('coin_ledger').columns(['family_id', 'created_at']).execute();

    await withId(db.schema.createTable('token_ledger'), engine)
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('granted_by', 'integer', (col) => col.references('users.id'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('token_ledger_family_idx').on('token_ledger').columns(['family_id', 'created_at']).execute();

    await withId(db.schema.createTable('login_days'), engine)
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addUniqueConstraint('login_days_once', ['family_id', 'day'])
      .execute();

    await withId(db.schema.createTable('child_activity_days'), engine)
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addUniqueConstraint('child_activity_days_once', ['child_id', 'day'])
      .execute();
    await withId(db.schema.createTable('child_skills'), engine)
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('skill_key', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('learned_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('child_skills_once', ['child_id', 'skill_key'])
      .execute();
    await db.schema.createIndex('child_skills_learned_idx').on('child_skills').columns(['child_id', 'learned_at']).execute();
    await withId(db.schema.createTable('child_interactions'), engine)
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('chat_messages', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('friend_connections', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('minigames_with_others', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('npc_chats', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('child_interactions_day', ['child_id', 'day'])
      .execute();

    await withId(db.schema.createTable('fitness_categories'), engine)
      .addColumn('content_key', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_zh', 'text')
      .addColumn('icon', 'text', (col) => col.notNull())
      .addColumn('color', 'text', (col) => col.notNull())
      .execute();
    await withId(db.schema.createTable('fitness_goals'), engine)
      .addColumn('content_key', 'text', (col) => col.notNull().unique())
      .addColumn('category_id', 'integer', (col) => col.notNull().references('fitness_categories.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_zh', 'text')
      .addColumn('target', 'integer', (col) => col.notNull())
      .addColumn('unit', 'text', (col) => col.notNull())
      .execute();
    await withId(db.schema.createTable('fitness_completions'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('goal_id', 'integer', (col) => col.notNull().references('fitness_goals.id'))
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('completed_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('fitness_completions_once', ['user_id', 'goal_id', 'day'])
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'fitness_completions',
      'fitness_goals',
      'fitness_categories',
      'child_interactions',
      'child_skills',
      'child_activity_days',
      'login_days',
      'token_ledger',
      'coin_ledger',
      'goal_completions',
      'goals',
      'task_instances',
      'tasks',
      'goal_categories',
      'settings',
    ]) {
      await db.schema.dropTable(table).execute();
    }
    await db.schema.alterTable('families').dropColumn('time_zone').execute();
  },
});
