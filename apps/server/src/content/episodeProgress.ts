import type { Db } from '../db/database.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';

/** Marks a published episode watched by this parent (again is fine) and answers the series' progress. */
export async function markEpisodeWatched(db: Db, scope: FamilyScope, episodeId: number, now: number) {
  const episode = await db
    .selectFrom('content_items')
    .select('id')
    .where('id', '=', episodeId)
    .where('kind', '=', 'episode')
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!episode) throw notFound();
  await db
    .insertInto('episode_progress')
    .values({ user_id: scope.userId, item_id: episode.id, watched_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'item_id']).doNothing())
    .execute();
  const [{ watched }, { total }] = await Promise.all([
    db
      .selectFrom('episode_progress')
      .innerJoin('content_items', 'content_items.id', 'episode_progress.item_id')
      .select((eb) => eb.fn.countAll<number>().as('watched'))
      .where('episode_progress.user_id', '=', scope.userId)
      .where('content_items.published', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('content_items')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('kind', '=', 'episode')
      .where('published', '=', 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { watched: Number(watched), total: Number(total) };
}
