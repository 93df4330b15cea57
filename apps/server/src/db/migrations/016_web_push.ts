import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * Web push (ADR 0021): the devices parents turned pushes on for, and an outbox of pushes written in
 * the transaction of the event they tell, sent after it commits. A device goes with its parent, with
 * the sign-in it was made under, and its pending pushes with it or with their notification.
 */
export const webPush: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('push_subscriptions'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('session_id', 'integer', (col) => col.references('auth_tokens.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (col) => col.notNull().unique())
      .addColumn('p256dh', 'text', (col) => col.notNull())
      .addColumn('auth', 'text', (col) => col.notNull())
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('last_success_at', 'bigint')
      .execute();
    await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
    await db.schema.createIndex('push_subscriptions_session_idx').on('push_subscriptions').column('session_id').execute();

    await withId(db.schema.createTable('push_outbox'), engine)
      .addColumn('notification_id', 'integer', (col) => col.notNull().references('notifications.id').onDelete('cascade'))
      .addColumn('subscription_id', 'integer', (col) => col.notNull().references('push_subscriptions.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
      .addColumn('claimed_until', 'bigint')
      .execute();
    await db.schema.createIndex('push_outbox_due_idx').on('push_outbox').column('next_attempt_at').execute();
    // Foreign keys the cascades follow: deleting a notification or a device finds its pushes.
    await db.schema.createIndex('push_outbox_notification_idx').on('push_outbox').column('notification_id').execute();
    await db.schema.createIndex('push_outbox_subscription_idx').on('push_outbox').column('subscription_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('push_outbox').execute();
    await db.schema.dropTable('push_subscriptions').execute();
  },
});
