import * as z from 'zod/mini';
import { epochSeconds, id, plainText } from '../fields.js';
import type { InteractionCounter } from '../interactionCounts.js';
import { maxHeroicActTokens } from '../tokenMilestones.js';

/** The game's kinds of community interaction, and the dashboard counter each one adds to. */
export const interactionKinds = {
  chat_message: 'chat_messages',
  friend_connection: 'friend_connections',
  minigame_with_others: 'minigames_with_others',
  npc_chat: 'npc_chats',
} as const satisfies Record<string, InteractionCounter>;
export type InteractionKind = keyof typeof interactionKinds;

/** A game offline for a holiday still delivers its backlog: its events count on the day they happened. */
const pastDays = 30;
const futureMinutes = 5;
/** How far from now an event may have happened (docs/protocol.md), in whole days and minutes and in seconds. */
export const eventWindow = { pastDays, futureMinutes, pastSeconds: pastDays * 24 * 3600, futureSeconds: futureMinutes * 60 } as const;

/** The window in words, for the published document and for an `occurred_at` outside it. */
export const eventWindowText = {
  window: `at most ${eventWindow.pastDays} days in the past and ${eventWindow.futureMinutes} minutes in the future`,
  tooOld: `occurred_at is more than ${eventWindow.pastDays} days in the past`,
  tooNew: `occurred_at is more than ${eventWindow.futureMinutes} minutes in the future`,
};

export const maxEventsPerBatch = 500;

/** Text the game must send, trimmed, without control characters. */
const requiredPlain = (max: number, what: string) => plainText(max).check(z.minLength(1, { error: `${what} is required` }));

const eventBase = {
  /** Unique per API key; a repeat is counted in `duplicates` and changes nothing. Numbers are read as text. */
  event_id: z.union([requiredPlain(200, 'event_id'), z.pipe(z.number().check(z.int(), z.nonnegative()), z.transform(String))]),
  child_id: id.check(z.describe('The `user_id` this service gave the child (from a redeem or verify call)')),
  occurred_at: epochSeconds.check(z.describe(`Epoch seconds; ${eventWindowText.window}`)),
};

export const gameEvent = z.discriminatedUnion('type', [
  z.object({ ...eventBase, type: z.literal('played') }).check(z.describe('The child played that day (streaks, quiet-spell rules)')),
  z
    .object({
      ...eventBase,
      type: z.literal('interaction'),
      kind: z.enum(Object.keys(interactionKinds) as [InteractionKind, ...InteractionKind[]]),
      count: z.number().check(z.int(), z.minimum(1), z.maximum(1000)),
    })
    .check(z.describe('Community interactions')),
  z
    .object({
      ...eventBase,
      type: z.literal('skill_learned'),
      skill: requiredPlain(100, 'skill'),
      skill_zh: z
        .optional(plainText(100).check(z.minLength(1, { error: 'skill_zh must not be empty' })))
        .check(z.describe('The same name in Chinese, shown to parents who read the app in Chinese; without it they see `skill`')),
    })
    .check(z.describe('A skill the child learned')),
  z
    .object({ ...eventBase, type: z.literal('task_completed'), task_instance_id: id })
    .check(z.describe('An in-game task done; coins as for completeTask')),
  z
    .object({
      ...eventBase,
      type: z.literal('concern'),
      reason: requiredPlain(500, 'reason'),
      reason_zh: z
        .optional(plainText(500).check(z.minLength(1, { error: 'reason_zh must not be empty' })))
        .check(z.describe('The same words in Chinese, shown to parents who read the app in Chinese; without it they see `reason`')),
    })
    .check(z.describe("Something the game noticed, raised as a red flag for the child's parents")),
  z
    .object({
      ...eventBase,
      type: z.literal('heroic_act'),
      tokens: z
        .number()
        .check(z.int(), z.minimum(1), z.maximum(maxHeroicActTokens))
        .check(
          z.describe(
            "Heroic tokens the act earns the child's family, within the child's daily cap: what passes it is refused in `errors` (`heroic_cap_reached`)",
          ),
        ),
      reason: requiredPlain(200, 'reason').check(z.describe('What the child did, shown to the parents')),
      reason_zh: z
        .optional(plainText(200).check(z.minLength(1, { error: 'reason_zh must not be empty' })))
        .check(z.describe('The same words in Chinese, shown to parents who read the app in Chinese; without it they see `reason`')),
    })
    .check(z.describe("A heroic act in the game: heroic tokens for the child's family, up to the child's daily cap")),
]);
export type GameEvent = z.infer<typeof gameEvent>;

export const activityBody = z.object({
  events: z.array(gameEvent).check(z.minLength(1), z.maxLength(maxEventsPerBatch)),
});

/**
 * Why the service could not apply one event of a valid batch, by a stable code (the answer's `errors`,
 * by index), with its text. A task the service cannot complete for another reason answers that
 * refusal's own code from the error table (errors.ts), e.g. `task_expired`.
 */
export const eventRefusals = {
  /** No child account has this `child_id`. */
  unknown_child: 'Unknown child',
  /** `task_completed` names no task instance of the child's family. */
  unknown_task_instance: 'Unknown task instance',
  /** `occurred_at` is further back than the window: too old to count. */
  event_too_old: eventWindowText.tooOld,
  /** `occurred_at` is further ahead than the window: the game's clock is wrong. */
  event_in_future: eventWindowText.tooNew,
  /** `heroic_act` for a child no family has claimed yet: nobody to grant tokens to. */
  child_without_family: 'The child is in no family yet',
  /** `heroic_act` past the child's daily cap: `tokens_granted` says what of it was granted (0 when none). */
  heroic_cap_reached: "The child's heroic tokens for that day reached the daily cap",
} as const;
export type EventRefusal = keyof typeof eventRefusals;

export const activityAnswer = z.object({
  accepted: z.number().check(z.int()),
  duplicates: z.number().check(z.int()),
  errors: z.array(
    z.object({
      index: z.number().check(z.int()),
      message: z.string(),
      reason: z
        .string()
        .check(
          z.describe(
            "A stable code: `unknown_child`, `unknown_task_instance`, `event_too_old`, `event_in_future`, `child_without_family`, `heroic_cap_reached`, or the task's own refusal (`task_expired`)",
          ),
        ),
      tokens_granted: z
        .optional(z.number().check(z.int(), z.nonnegative()))
        .check(
          z.describe(
            'With `heroic_cap_reached`: the tokens of the act granted within the cap (the event counts as accepted when more than 0)',
          ),
        ),
    }),
  ),
});
export type ActivityAnswer = z.infer<typeof activityAnswer>;
