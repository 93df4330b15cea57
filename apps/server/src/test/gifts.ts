import type { Parent, TestApp } from './testApp.js';

/**
 * A gift `parent` sent their child, waiting for the game (the gift page's spend is GiftApi.send's
 * test; here only the game's side matters, so nothing is spent).
 */
export async function giftFrom(t: TestApp, parent: Parent, childId: number, item = 'hero_cape') {
  const row = await t.database.db
    .insertInto('gifts')
    .values({ family_id: parent.familyId, child_id: childId, sender_id: parent.userId, item, sent_at: t.clock.now() })
    .returning(['id', 'sent_at'])
    .executeTakeFirstOrThrow();
  return { gift_id: row.id, child_id: childId, item, sent_at: Number(row.sent_at) };
}
