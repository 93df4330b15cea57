import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id, pageFields, pageTotals, plainText } from '../fields.js';

/** One operator write as the log keeps it: never changed, never removed. */
export const auditEntry = z.object({
  id,
  at: epochSeconds,
  /** Who: the operator's e-mail, kept when the account goes. */
  operator: z.string(),
  cmd: z.string(),
  /** What: a kind and a name, e.g. `text:home.greeting.morning` or `settings:economy`. */
  target: z.string(),
  /** The object before and after the write; null where there was none (a creation, a removal). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const operatorAuditHandler = {
  /** Newest first; `search` narrows to targets and commands that contain it. */
  'OperatorAuditHandler.list': command({
    access: 'operator',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ search: z._default(z.optional(plainText(100)), ''), ...pageFields(20, 100) }),
    output: z.object({ list: z.array(auditEntry), ...pageTotals }),
  }),
};
