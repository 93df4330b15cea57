import type { Db } from '../db/database.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';

/** The episodes of the series: published, with a video (an episode without one is not offered; ADR 0034). */
export function seriesEpisodes(db: Db) {
  return db
    .selectFrom('content_items')
    .where('content_items.kind', '=', 'episode')
    .where('content_items.published', '=', 1)
    .where('content_items.video_url', 'is not', null);
}

/** Marks an episode of the series watched by this parent (again is fine) and answers the series' progress. */
export async function markEpisodeWatched(db: Db, scope: FamilyScope, episodeId: number, now: number) {
  const episode = await seriesEpisodes(db).select('id').where('id', '=', episodeId).executeTakeFirst();
  if (!episode) throw notFound();
  await db
    .insertInto('episode_progress')
    .values({ user_id: scope.userId, item_id: episode.id, watched_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .execute();
  const [{ watched }, { total }] = await Promise.all([
    seriesEpisodes(db)
      .innerJoin('episode_progress', 'episode_progress.item_id', 'content_items.id')
      .select((eb) => eb.fn.countAll<number>().as('watched'))
      .where('episode_progress.user_id', '=', scope.userId)
      .executeTakeFirstOrThrow(),
    seriesEpisodes(db)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { watched: Number(watched), total: Number(total) };
}
