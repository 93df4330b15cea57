/** Spec section 5: a progress bar's percentage, clamped to 0-100 whatever the counts say. */
export function clampPercent(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  if (!Number.isFinite(max) || max <= 0) return 100;
  return Math.min(100, Math.round((value / max) * 100));
}

interface InteractionCounts {
  chat_messages?: number;
  friend_connections?: number;
  minigames_with_others?: number;
  npc_chats?: number;
}

/** The four kinds of interaction, in the order the pages list them. */
export const interactionKinds = ['chat_messages', 'friend_connections', 'minigames_with_others', 'npc_chats'] as const;

/** A child's interactions of every kind together; absent counts are 0 (spec section 5). */
export function interactionTotal(counts: InteractionCounts): number {
  return interactionKinds.reduce((sum, kind) => sum + (counts[kind] ?? 0), 0);
}

/** Spec section 3: the recommended maximum defaults to 50. */
export const DEFAULT_RECOMMENDED_MAX = 50;

/** The next slide of a carousel of `count`, wrapping round. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}
