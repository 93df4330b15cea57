import type { InteractionCounts } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { shiftDay } from '../domain/days.js';
import { interactionWindowDays } from '../domain/redFlagRules.js';

const none: InteractionCounts = { chat_messages: 0, friend_connections: 0, minigames_with_others: 0, npc_chats: 0 };

/**
 * Each child's community interactions over the interaction window: the 30 family days ending on
 * `today`, today included (ADR 0006). The one definition the dashboard and the red-flag rules share.
 */
export async function interactionsInWindow(db: Db, childIds: number[], today: string): Promise<Map<number, InteractionCounts>> {
  const counts = new Map<number, InteractionCounts>(childIds.map((id) => [id, { ...none }]));
  if (childIds.length === 0) return counts;
  const rows = await db
    .selectFrom('child_interactions')
    .select((eb) => [
      'child_id',
      eb.fn.sum<number>('chat_messages').as('chat_messages'),
      eb.fn.sum<number>('friend_connections').as('friend_connections'),
      eb.fn.sum<number>('minigames_with_others').as('minigames_with_others'),
      eb.fn.sum<number>('npc_chats').as('npc_chats'),
    ])
    .where('child_id', 'in', childIds)
    .where('day', '>=', shiftDay(today, -(interactionWindowDays - 1)))
    .where('day', '<=', today)
    .groupBy('child_id')
    .execute();
  for (const row of rows) {
    counts.set(row.child_id, {
      chat_messages: Number(row.chat_messages),
      friend_connections: Number(row.friend_connections),
      minigames_with_others: Number(row.minigames_with_others),
      npc_chats: Number(row.npc_chats),
    });
  }
  return counts;
}
