import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * What the game integration API (docs/protocol.md) keeps so that every server process answers alike:
 * - one_time_tokens: SSO tokens and parent login links, single use, stored as hashes;
 * - game_events: which activity event ids each key has sent, so a repeat changes nothing;
 * - game_idempotency: the first answer to each Idempotency-Key, replayed for 24 hours;
 * - gifts: what parents sent their children, waiting for the game to hand it over.
 */
export const gameIntegration: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('one_time_tokens'), engine)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('action', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('one_time_tokens_expires_idx').on('one_time_tokens').column('expires_at').execute();

    await db.schema
      .createTable('game_events')
      .addColumn('key_id', 'integer', (col) => col.notNull().references('game_api_keys.id'))
      .addColumn('event_id', 'text', (col) => col.notNull())
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('received_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('game_events_pk', ['key_id', 'event_id'])
      .execute();
    await db.schema.createIndex('game_events_received_idx').on('game_events').column('received_at').execute();

    await db.schema
      .createTable('game_idempotency')
      .addColumn('key_id', 'integer', (col) => col.notNull().references('game_api_keys.id'))
      .addColumn('idempotency_key', 'text', (col) => col.notNull())
      .addColumn('request_hash', 'text', (col) => col.notNull())
      // Null while the first request is still being answered.
      .addColumn('status_code', 'integer')
      .addColumn('response', 'text')
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('game_idempotency_pk', ['key_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('game_idempotency_created_idx').on('game_idempotency').column('created_at').execute();

    await withId(db.schema.createTable('gifts'), engine)
      .addColumn('family_id', 'integer', (col) => col.notNull().references('families.id'))
      .addColumn('child_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sender_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('item', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'bigint', (col) => col.notNull())
      .addColumn('delivered_at', 'bigint')
      .execute();
    // The game's question is "what is still waiting", oldest first.
    await db.schema.createIndex('gifts_pending_idx').on('gifts').columns(['delivered_at', 'id']).execute();
    await db.schema.createIndex('gifts_family_idx').on('gifts').columns(['family_id', 'sent_at']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('gifts').execute();
    await db.schema.dropTable('game_idempotency').execute();
    await db.schema.dropTable('game_events').execute();
    await db.schema.dropTable('one_time_tokens').execute();
  },
});
