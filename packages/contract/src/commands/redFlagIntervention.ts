import { z } from 'zod';
import { command } from '../define.js';
import { epochSeconds, id, pageFields } from '../fields.js';

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
});
export type RedFlag = z.infer<typeof redFlag>;

/** Partner clients send 0 and 1 for flags; the web app sends booleans. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

export const redFlagIntervention = {
  /** Red flags of every child of the caller's family, newest first, with this parent's read state. */
  'RedFlagIntervention.getInterventionsForParentAndChildren': command({
    access: 'parent',
    envelope: 'successSpread',
    input: z.object({
      ...pageFields(10),
      unread_only: flag.default(false),
    }),
    output: z.object({
      /** Unread red flags of the family for this parent (whatever the page shows). */
      total: z.number().int().nonnegative(),
      /** Every red flag of the family. */
      all_total: z.number().int().nonnegative(),
      data: z.array(redFlag),
    }),
  }),
  /** Unread → read only; a red flag cannot be marked unread again. */
  'RedFlagIntervention.markInterventionsAsRead': command({
    access: 'parent',
    envelope: 'standard',
    input: z.object({
      interventionIds: z.array(id).min(1, { error: 'Choose at least one red flag' }).max(100),
    }),
    output: z.object({ updated: z.number().int().nonnegative() }),
  }),
};
