import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate.js';
import { withId } from './columns.js';

/**
 * What the content library holds, by kind: coins are paid only for an item that is here and published.
 * The content itself (texts in en and zh, addresses) joins these rows when the library files are synced
 * (content/librarySync.ts); this migration adds only the programme's one lesson-plan collection (id 1,
 * the lesson plan award_lesson_plan_coin pays for when none is named).
 */
export const contentCatalogue: EngineMigration = (engine) => ({
  async up(db: Kysely<any>) {
    await withId(db.schema.createTable('content_items'), engine)
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addUniqueConstraint('content_items_kind_slug', ['kind', 'slug'])
      .execute();
    await db
      .insertInto('content_items')
      .values({ kind: 'lesson_plan', slug: 'parent-lesson-plans', published: 1, created_at: 0 })
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('content_items').execute();
  },
});
