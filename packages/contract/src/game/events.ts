import { z } from 'zod';
import { epochSeconds, id, plainText } from '../fields.js';
import type { InteractionCounter } from '../interactionCounts.js';

/** The game's kinds of community interaction, and the dashboard counter each one adds to. */
export const interactionKinds = {
  chat_message: 'chat_messages',
  friend_connection: 'friend_connections',
  minigame_with_others: 'minigames_with_others',
  npc_chat: 'npc_chats',
} as const satisfies Record<string, InteractionCounter>;
export type InteractionKind = keyof typeof interactionKinds;

/** How far from now an event may have happened (PROTOCOL.md). */
export const eventWindow = { pastSeconds: 7 * 24 * 3600, futureSeconds: 5 * 60 } as const;
export const maxEventsPerBatch = 500;

/** Text the game must send, trimmed, without control characters. */
const requiredPlain = (max: number, what: string) => plainText(max).min(1, { error: `${what} is required` });

const eventBase = {
  /** Unique per API key; a repeat is counted in `duplicates` and changes nothing. Numbers are read as text. */
  event_id: z.union([requiredPlain(200, 'event_id'), z.number().int().nonnegative().transform(String)]),
  child_id: id.describe('The `user_id` this service gave the child (from a redeem or verify call)'),
  occurred_at: epochSeconds.describe('Epoch seconds; at most 7 days in the past and 5 minutes in the future'),
};

export const gameEvent = z.discriminatedUnion('type', [
  z.object({ ...eventBase, type: z.literal('played') }).describe('The child played that day (streaks, quiet-spell rules)'),
  z
    .object({
      ...eventBase,
      type: z.literal('interaction'),
      kind: z.enum(Object.keys(interactionKinds) as [InteractionKind, ...InteractionKind[]]),
      count: z.number().int().min(1).max(1000),
    })
    .describe('Community interactions'),
  z
    .object({
      ...eventBase,
      type: z.literal('skill_learned'),
      skill: requiredPlain(100, 'skill'),
      skill_zh: plainText(100)
        .min(1, { error: 'skill_zh must not be empty' })
        .optional()
        .describe('The same name in Chinese, shown to parents who read the app in Chinese; without it they see `skill`'),
    })
    .describe('A skill the child learned'),
  z
    .object({ ...eventBase, type: z.literal('task_completed'), task_instance_id: id })
    .describe('An in-game task done; coins as for completeTask'),
  z
    .object({ ...eventBase, type: z.literal('concern'), reason: requiredPlain(500, 'reason') })
    .describe("Something the game noticed, raised as a red flag for the child's parents"),
]);
export type GameEvent = z.infer<typeof gameEvent>;

export const activityBody = z.object({
  events: z.array(gameEvent).min(1).max(maxEventsPerBatch),
});

export const activityAnswer = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  errors: z.array(z.object({ index: z.number().int(), message: z.string() })),
});
export type ActivityAnswer = z.infer<typeof activityAnswer>;
