import type { ContentKind } from '../db/schema.js';
import type { TestApp } from './testApp.js';

/** The id of a seeded library item (apps/server/content/library). */
export async function libraryItemId(t: TestApp, kind: ContentKind, slug: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('content_items')
    .select('id')
    .where('kind', '=', kind)
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const setPublished = (t: TestApp, id: number, published: boolean) =>
  t.database.db
    .updateTable('content_items')
    .set({ published: published ? 1 : 0 })
    .where('id', '=', id)
    .execute();

/** A video the CSP lets the app play: the bundled welcome clip. */
export const episodeVideo = '/media/ceo-intro.mp4';

/** Gives the episodes named (every episode without `slugs`) a video, as an operator adding them would. */
export async function addEpisodeVideos(t: TestApp, slugs?: string[]) {
  let query = t.database.db.updateTable('content_items').set({ video_url: episodeVideo }).where('kind', '=', 'episode');
  if (slugs) query = query.where('slug', 'in', slugs);
  await query.execute();
}

/** Gives the family `coins` through the ledger, as an award would. */
export async function giveCoins(t: TestApp, familyId: number, coins: number, key = `test:${familyId}:${coins}:${Math.random()}`) {
  await t.database.db
    .insertInto('coin_ledger')
    .values({
      family_id: familyId,
      user_id: null,
      amount: coins,
      reason: 'goal',
      reason_key: key,
      title: 'Test coins',
      title_zh: null,
      created_at: t.clock.now(),
    })
    .execute();
}
