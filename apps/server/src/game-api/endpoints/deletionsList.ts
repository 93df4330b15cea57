import type { GameHandler } from '../types.js';

/** Children of deleted families after the game's last-seen deletion, oldest first. */
export const deletionsList: GameHandler<'deletionsList'> = async ({ query }, { db }) => ({
  list: (
    await db
      .selectFrom('game_deletions')
      .select(['id', 'child_id', 'family_id', 'deleted_at'])
      .where('id', '>', query.after)
      .orderBy('id')
      .limit(query.limit)
      .execute()
  ).map((row) => ({ deletion_id: row.id, child_id: row.child_id, family_id: row.family_id, deleted_at: row.deleted_at })),
});
