import type { Db } from '../db/database.js';

/**
 * Records that the game learned of this account through its own door: a child it verified or whose
 * login link it redeemed, a parent whose SSO token it redeemed. The first time counts; later ones
 * change nothing.
 */
export async function noteKnownToGame(db: Db, userId: number, now: number): Promise<void> {
  await db.updateTable('users').set({ game_known_at: now }).where('id', '=', userId).where('game_known_at', 'is', null).execute();
}

/** The game knows nobody of this family any more: its links into the family stop until it meets them again. */
export async function forgetKnownToGame(db: Db, familyId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ game_known_at: null })
    .where('family_id', '=', familyId)
    .where('game_known_at', 'is not', null)
    .execute();
}

/**
 * A parent the game may open the app for (docs/protocol.md, parent login links): a parent, never an
 * operator (operators never sign in through a link), whom the game knows itself or whose family has a
 * child the game knows. Anyone else is answered as if the id did not exist: ids are sequential, and a
 * game API key must not be a key to every account.
 */
export function parentKnownToGame(db: Db, parentId: number) {
  return db
    .selectFrom('users as parent')
    .select(['parent.id', 'parent.family_id'])
    .where('parent.id', '=', parentId)
    .where('parent.role', '=', 'parent')
    .where('parent.is_operator', '=', 0)
    .where('parent.family_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('parent.game_known_at', 'is not', null),
        eb.exists(
          eb
            .selectFrom('users as child')
            .select('child.id')
            .whereRef('child.family_id', '=', 'parent.family_id')
            .where('child.role', '=', 'child')
            .where('child.game_known_at', 'is not', null),
        ),
      ]),
    )
    .executeTakeFirst();
}
