import { sql, type Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * The content library (ADR 0020). `content_items` (migration 007) gains what lists need (order, the
 * urgent mark, a product's category, an episode's length and video, a lesson plan's ages and minutes)
 * and where its words came from (`source_hash`: the files it was last loaded from; null for an item an
 * operator made). The words live in `content_texts`, one row per language. Gifts get a price and the
 * parent's tap id, so a repeated tap sends one gift and spends once.
 */
export const contentLibrary: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    for (const column of ['position', 'urgent']) {
      await db.schema
        .alterTable('content_items')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }
    for (const [column, type] of [
      ['category', 'text'],
      ['duration_seconds', 'integer'],
      ['video_url', 'text'],
      ['ages', 'text'],
      ['minutes', 'integer'],
      ['source_hash', 'text'],
      ['updated_at', 'bigint'],
    ] as const) {
      await db.schema.alterTable('content_items').addColumn(column, type).execute();
    }
    await db.schema.createIndex('content_items_list_idx').on('content_items').columns(['kind', 'published', 'position']).execute();

    await withId(db.schema.createTable('content_texts'), engine)
      .addColumn('item_id', 'integer', (col) => col.notNull().references('content_items.id').onDelete('cascade'))
      .addColumn('lang', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('sources', 'text', (col) => col.notNull())
      .addUniqueConstraint('content_texts_item_lang', ['item_id', 'lang'])
      .execute();

    await db.schema
      .createTable('episode_progress')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('item_id', 'integer', (col) => col.notNull().references('content_items.id').onDelete('cascade'))
      .addColumn('watched_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('episode_progress_pk', ['user_id', 'item_id'])
      .execute();

    await withId(db.schema.createTable('gift_catalogue'), engine)
      .addColumn('item', 'text', (col) => col.notNull().unique())
      .addColumn('cost', 'integer', (col) => col.notNull())
      .addColumn('icon', 'text', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_zh', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('description_zh', 'text', (col) => col.notNull())
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('source_hash', 'text')
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .alterTable('gifts')
      .addColumn('cost', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('gifts').addColumn('request_id', 'text').execute();
    await db.schema.createIndex('gifts_family_request_idx').unique().on('gifts').columns(['family_id', 'request_id']).execute();

    await withId(db.schema.createTable('chat_messages'), engine)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('lang', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('citations', 'text', (col) => col.notNull().defaultTo(sql`'[]'`))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('chat_messages_user_idx').on('chat_messages').columns(['user_id', 'id']).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('chat_messages').execute();
    await db.schema.dropIndex('gifts_family_request_idx').execute();
    await db.schema.dropTable('gift_catalogue').execute();
    await db.schema.dropTable('episode_progress').execute();
    await db.schema.dropTable('content_texts').execute();
    await db.schema.dropIndex('content_items_list_idx').execute();
  },
});
