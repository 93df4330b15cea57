import * as z from 'zod/mini';
import { epochSeconds } from '../fields.js';

/**
 * Where the family is with a red flag, shared by all its parents: new → seen → on_it → handled →
 * resolved; the rule firing again within a week of handling brings it back to new.
 */
export const redFlagState = z.enum(['new', 'seen', 'on_it', 'handled', 'resolved']);
export type RedFlagState = z.infer<typeof redFlagState>;

/** One thing that happened to a red flag. */
export const redFlagStep = z.object({
  kind: z.enum(['raised', 'seen', 'on_it', 'handled', 'resolved', 'reopened', 'reminded']),
  /** The parent who did it; null for what the product did (raised, reopened, reminded). */
  by: z.nullable(z.string()),
  by_me: z.boolean(),
  at: epochSeconds,
  /** `handled`: the suggestions ticked, in the reader's language, and the parent's note ('' when none). */
  tried: z.array(z.string()),
  note: z.string(),
});
export type RedFlagStep = z.infer<typeof redFlagStep>;

/** A family the clinic desk should call: red flags open for more than three days. */
export const staleRedFlagFamily = z.object({
  family_id: z.number().check(z.int(), z.positive()),
  family_code: z.string(),
  parents: z.array(z.string()),
  /** The children with open flags, by name. */
  children: z.array(z.string()),
  open_flags: z.number().check(z.int(), z.positive()),
  /** When the oldest of them was raised (or reopened). */
  oldest_since: epochSeconds,
});
export type StaleRedFlagFamily = z.infer<typeof staleRedFlagFamily>;
