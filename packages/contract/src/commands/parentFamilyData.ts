import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id } from '../fields.js';
import { familyMessages } from '../messages.js';

/** One person the deletion takes away, as the confirmation names them. */
const personGoing = z.object({
  user_id: id,
  role: z.enum(['parent', 'child']),
  real_name: z.nullable(z.string()),
  /** A parent's e-mail, a child's login name. */
  sign_in: z.nullable(z.string()),
});

/**
 * A family's own data (ADR 0026): everything the service holds about it, as one JSON download, and
 * the deletion of all of it after a confirmation that names what will go.
 */
export const parentFamilyData = {
  /** Everything the service holds about the caller's family, table by table (secrets left out). */
  'ParentFamilyData.export': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({
      format: z.literal('t1d-family-export/1'),
      exported_at: epochSeconds,
      family_id: id,
      tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
    }),
  }),
  /** What deleting the family would take away: its people, and how many records of each kind. */
  'ParentFamilyData.deletionPreview': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({
      p_code: z.string(),
      people: z.array(personGoing),
      records: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
    }),
  }),
  /**
   * Deletes the family: every member's account and personal data, in one transaction; the game is told
   * which children are gone (GET /api/game/v1/deletions). `confirm_code` is the family code, typed.
   */
  'ParentFamilyData.deleteFamily': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({
      confirm_code: z
        .string({ error: familyMessages.deleteCodeMismatch })
        .check(z.maxLength(40, { error: familyMessages.deleteCodeMismatch })),
    }),
    output: z.object({
      deleted_people: z.number().check(z.int(), z.nonnegative()),
      deleted_records: z.number().check(z.int(), z.nonnegative()),
    }),
  }),
};
