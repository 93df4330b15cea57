import { describe, expect, it } from 'vitest';
import { interactionTotal } from './interactionCounts.js';

describe('interactions', () => {
  it('add up the four kinds, absent ones as 0', () => {
    expect(interactionTotal({ chat_messages: 3, friend_connections: 1, minigames_with_others: 2, npc_chats: 4 })).toBe(10);
    expect(interactionTotal({ chat_messages: 3 })).toBe(3);
    expect(interactionTotal({})).toBe(0);
  });
});
