import { displayName } from '../../domain/memberName.js';
import { localDay, shiftDay } from '../../domain/days.js';
import { interactionWindowDays } from '../../domain/redFlagRules.js';
import { familyMembers } from '../../db/members.js';
import { readSettings } from '../../economy/settings.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Each child's community interactions over the last 30 local days, against the recommended maximum. */
export const get_interactions: Handler<'ParentInteractionsHandler.get_interactions'> = async (input, { db, clock, caller }) => {
  const today = localDay(clock.now(), caller.familyTimeZone);
  const since = shiftDay(today, -(interactionWindowDays - 1));
  let children = familyMembers(db, caller.familyId)
    .select(['users.id', 'users.real_name', 'users.login_name', 'users.email'])
    .where('users.role', '=', 'child');
  if (input.child_id !== undefined) children = children.where('users.id', '=', input.child_id);
  const [rows, { recommended_max_interactions }] = await Promise.all([
    children
      .leftJoin('child_interactions', (join) => join.onRef('child_interactions.child_id', '=', 'users.id').on('child_interactions.day', '>=', since))
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('child_interactions.chat_messages'), eb.val(0)).as('chat_messages'),
        eb.fn.coalesce(eb.fn.sum<number>('child_interactions.friend_connections'), eb.val(0)).as('friend_connections'),
        eb.fn.coalesce(eb.fn.sum<number>('child_interactions.minigames_with_others'), eb.val(0)).as('minigames_with_others'),
        eb.fn.coalesce(eb.fn.sum<number>('child_interactions.npc_chats'), eb.val(0)).as('npc_chats'),
      ])
      .groupBy(['users.id', 'users.real_name', 'users.login_name', 'users.email'])
      .orderBy('users.id')
      .execute(),
    readSettings(db),
  ]);
  // The children query is scoped to the family, so a child_id of another family (or none) finds no row.
  if (input.child_id !== undefined && rows.length === 0) throw notFound();
  const perChild = rows.map((row) => ({
    child_id: row.id,
    name: displayName(row),
    chat_messages: Number(row.chat_messages),
    friend_connections: Number(row.friend_connections),
    minigames_with_others: Number(row.minigames_with_others),
    npc_chats: Number(row.npc_chats),
  }));
  const total = perChild.reduce((sum, c) => sum + c.chat_messages + c.friend_connections + c.minigames_with_others + c.npc_chats, 0);
  return {
    summary: { total, recommended_max: recommended_max_interactions, interactions: total, child_id: input.child_id ?? null },
    children: perChild,
  };
};
