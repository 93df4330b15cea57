import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';
import { evaluateRedFlags } from '../redFlags/evaluate.js';

export interface InteractionCounts {
  chat_messages?: number;
  friend_connections?: number;
  minigames_with_others?: number;
  npc_chats?: number;
}

export interface ChildActivity {
  childId: number;
  at: number;
  skills?: { key: string; name: string }[];
  interactions?: InteractionCounts;
}

/**
 * The one way child activity from the game enters the product (the demo uses it, and so will the game
 * integration API): the day counts for the child's streak, new skills are kept with when they were
 * first learned, and interaction counts add up per day. Repeating a report of a skill is harmless.
 * The red-flag rules then look at the child as of the activity's time.
 */
export async function recordChildActivity(db: Db, activity: ChildActivity): Promise<void> {
  const child = await db
    .selectFrom('users')
    .leftJoin('families', 'families.id', 'users.family_id')
    .select(['users.id', 'users.family_id', 'families.time_zone'])
    .where('users.id', '=', activity.childId)
    .where('users.role', '=', 'child')
    .executeTakeFirst();
  if (!child) throw new Error(`no child account ${activity.childId}`);
  // A child no family has claimed yet keeps its days in UTC.
  const day = localDay(activity.at, child.time_zone ?? 'UTC');

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('child_activity_days')
      .values({ child_id: child.id, day })
      .onConflict((oc) => oc.columns(['child_id', 'day']).doNothing())
      .execute();
    for (const skill of activity.skills ?? []) {
      await trx
        .insertInto('child_skills')
        .values({ child_id: child.id, skill_key: skill.key, name: skill.name, learned_at: activity.at })
        .onConflict((oc) => oc.columns(['child_id', 'skill_key']).doNothing())
        .execute();
    }
    const counts = activity.interactions;
    if (counts) {
      const values = {
        chat_messages: counts.chat_messages ?? 0,
        friend_connections: counts.friend_connections ?? 0,
        minigames_with_others: counts.minigames_with_others ?? 0,
        npc_chats: counts.npc_chats ?? 0,
      };
      await trx
        .insertInto('child_interactions')
        .values({ child_id: child.id, day, ...values })
        .onConflict((oc) =>
          oc.columns(['child_id', 'day']).doUpdateSet((eb) => ({
            chat_messages: eb('child_interactions.chat_messages', '+', eb.ref('excluded.chat_messages')),
            friend_connections: eb('child_interactions.friend_connections', '+', eb.ref('excluded.friend_connections')),
            minigames_with_others: eb('child_interactions.minigames_with_others', '+', eb.ref('excluded.minigames_with_others')),
            npc_chats: eb('child_interactions.npc_chats', '+', eb.ref('excluded.npc_chats')),
          })),
        )
        .execute();
    }
  });
  if (child.family_id !== null) await evaluateRedFlags(db, { familyId: child.family_id, childId: child.id }, day, activity.at);
}
