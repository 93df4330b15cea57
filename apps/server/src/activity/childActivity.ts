import type { InteractionCounts } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { localDay } from '../domain/days.js';
import { evaluateRedFlags } from '../redFlags/evaluate.js';
import { inTransaction } from '../db/transactions.js';

export interface ChildActivity {
  childId: number;
  at: number;
  /**
   * A skill learned at `learnedAt` (default: `at`), named in English or as the game names it and, when
   * given, in Chinese; the first report of a skill is the one kept, a later one only adds a missing name_zh.
   */
  skills?: { key: string; name: string; nameZh?: string | null; learnedAt?: number }[];
  /** What the report counted, by kind; a kind it leaves out adds nothing. */
  interactions?: Partial<InteractionCounts>;
}

/** A child account the game may report on, with the time zone its days are counted in. */
export interface ActiveChild {
  id: number;
  familyId: number | null;
  /** The family's time zone; a child no family has claimed yet keeps its days in UTC. */
  timeZone: string;
}

/** The child accounts among `ids`, by id; other ids (unknown, or not a child) are absent. */
export async function findActiveChildren(db: Db, ids: number[]): Promise<Map<number, ActiveChild>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('families', 'families.id', 'users.family_id')
    .select(['users.id', 'users.family_id', 'families.time_zone'])
    .where('users.id', 'in', ids)
    .where('users.role', '=', 'child')
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, familyId: row.family_id, timeZone: row.time_zone ?? 'UTC' }]));
}

/**
 * Writes one child's activity of one day inside the caller's transaction: the day counts for the
 * child's streak, new skills are kept with when they were first learned, and interaction counts add
 * up per day. Repeating a report of a skill is harmless. Answers the family day it fell on.
 */
export async function writeChildActivity(trx: Db, child: ActiveChild, activity: Omit<ChildActivity, 'childId'>): Promise<string> {
  const day = localDay(activity.at, child.timeZone);
  await trx
    .insertInto('child_activity_days')
    .values({ child_id: child.id, day })
    .onConflict((oc) => oc.columns(['child_id', 'day']).doNothing())
    .execute();
  for (const skill of activity.skills ?? []) {
    await trx
      .insertInto('child_skills')
      .values({
        child_id: child.id,
        skill_key: skill.key,
        name: skill.name,
        name_zh: skill.nameZh ?? null,
        learned_at: skill.learnedAt ?? activity.at,
      })
      .onConflict((oc) =>
        skill.nameZh
          ? oc.columns(['child_id', 'skill_key']).doUpdateSet({ name_zh: skill.nameZh }).where('child_skills.name_zh', 'is', null)
          : oc.columns(['child_id', 'skill_key']).doNothing(),
      )
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
  return day;
}

/** The red-flag rules look at a child whose activity just changed, as of `at` (a child without a family has nobody to tell). */
export async function evaluateChildAfterActivity(db: Db, child: ActiveChild, at: number): Promise<void> {
  if (child.familyId === null) return;
  await evaluateRedFlags(db, { familyId: child.familyId, childId: child.id }, localDay(at, child.timeZone), at);
}

/**
 * The one way child activity enters the product: the demo writes through it, and the game integration
 * API (activity/gameEvents.ts) through its parts. The red-flag rules then look at the child as of the
 * activity's time.
 */
export async function recordChildActivity(db: Db, activity: ChildActivity): Promise<void> {
  const child = (await findActiveChildren(db, [activity.childId])).get(activity.childId);
  if (!child) throw new Error(`no child account ${activity.childId}`);
  await inTransaction(db, (trx) => writeChildActivity(trx, child, activity));
  await evaluateChildAfterActivity(db, child, activity.at);
}
