import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id, pageFields, plainText } from '../fields.js';
import { redFlagMessages } from '../messages.js';
import { redFlagStep, redFlagState } from './redFlagLifecycle.js';

export { redFlagStep, redFlagState, type RedFlagState, type RedFlagStep } from './redFlagLifecycle.js';

export const redFlag = z.object({
  id,
  child_id: id,
  /** The child's name. */
  name: z.string(),
  /** What was noticed, and the intervention suggested: written in the reader's language. */
  reason: z.string(),
  intervention: z.string(),
  created_at: epochSeconds,
  /** This parent's own read state; it only goes from false to true. */
  is_read: z.boolean(),
  /** Where the family is with it, the same for every parent (docs/protocol.md, "Red flags"). */
  state: redFlagState,
  /** The parent who said "I'm on it", while the flag is `on_it`; else null. */
  owner: z.nullable(z.string()),
  owner_is_me: z.boolean(),
  /** What a parent can tick as tried when handling it: stable keys, words in the reader's language. */
  suggestions: z.array(z.object({ key: z.string(), text: z.string() })),
  /** Everything that happened to it, oldest first. */
  steps: z.array(redFlagStep),
});
export type RedFlag = z.infer<typeof redFlag>;

/** Partner clients send 0 and 1 for flags; the web app sends booleans. */
const flag = z.pipe(
  z.union([z.boolean(), z.literal(0), z.literal(1)]),
  z.transform((value) => value === true || value === 1),
);

const oneFlag = z.object({ interventionId: id });
const movedFlag = z.object({ flag: redFlag });

export const redFlagIntervention = {
  /** Red flags of every child of the caller's family, newest first, with this parent's read state. */
  'RedFlagIntervention.getInterventionsForParentAndChildren': command({
    access: 'parent',
    effect: 'write',
    envelope: 'successSpread',
    input: z.object({
      ...pageFields(10),
      unread_only: z._default(flag, false),
    }),
    output: z.object({
      /** Unread red flags of the family for this parent (whatever the page shows). */
      total: z.number().check(z.int(), z.nonnegative()),
      /** Every red flag of the family. */
      all_total: z.number().check(z.int(), z.nonnegative()),
      data: z.array(redFlag),
    }),
  }),
  /** Unread → read only; a red flag cannot be marked unread again. The first parent to read a new flag moves it to `seen`. */
  'RedFlagIntervention.markInterventionsAsRead': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      interventionIds: z.array(id).check(z.minLength(1, { error: 'Choose at least one red flag' }), z.maxLength(100)),
    }),
    output: z.object({ updated: z.number().check(z.int(), z.nonnegative()) }),
  }),
  /** "I'm on it": the caller takes the flag on (new, seen, or on it with another parent) and reads it. */
  'RedFlagIntervention.takeOn': command({ access: 'parent', effect: 'write', envelope: 'standard', input: oneFlag, output: movedFlag }),
  /** The family dealt with it: what was tried (suggestion keys of this flag) and/or a short note. */
  'RedFlagIntervention.markHandled': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z
      .object({
        interventionId: id,
        tried: z._default(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10)), []),
        note: z._default(plainText(500), ''),
      })
      .check(
        z.refine((input) => input.tried.length > 0 || input.note.length > 0, { error: redFlagMessages.handledNeedsWhat, path: ['note'] }),
      ),
    output: movedFlag,
  }),
  /** A handled flag is over. */
  'RedFlagIntervention.resolve': command({ access: 'parent', effect: 'write', envelope: 'standard', input: oneFlag, output: movedFlag }),
  /** The family's red flags raised or acted on in the last `days` days, of one child or all, newest first. */
  'RedFlagIntervention.getHistory': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({
      child_id: z.optional(id),
      days: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(90)), 90),
    }),
    output: z.object({ data: z.array(redFlag) }),
  }),
};
