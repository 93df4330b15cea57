/**
 * A child's community interactions, counted by kind: what the dashboard and the community page show,
 * what the red-flag rules weigh (over the interaction window, ADR 0006), and what the game's
 * `interaction` events add to (game/events.ts names the counter each kind adds to). Without zod: the
 * dashboard's sections read it.
 */
/** The counters, in the order the pages list them. */
export const interactionCounters = ['chat_messages', 'friend_connections', 'minigames_with_others', 'npc_chats'] as const;
export type InteractionCounter = (typeof interactionCounters)[number];

export type InteractionCounts = Record<InteractionCounter, number>;

/** A child's interactions of every kind together; a count not given is 0 (a day's report names only some). */
export function interactionTotal(counts: Partial<InteractionCounts>): number {
  return interactionCounters.reduce((sum, counter) => sum + (counts[counter] ?? 0), 0);
}
