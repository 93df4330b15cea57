import type { ContentKind } from '../db/schema.js';
import type { TestApp } from './testApp.js';

/** Adds an item to the content library (published unless told) and answers its id. */
export async function catalogueItem(t: TestApp, kind: ContentKind, slug: string, published = true): Promise<number> {
  const row = await t.database.db
    .insertInto('content_items')
    .values({ kind, slug, published: published ? 1 : 0, created_at: t.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
