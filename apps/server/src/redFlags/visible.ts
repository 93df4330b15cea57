import type { Db } from '../db/database.js';

/**
 * The family's red flags as one parent sees them (ADR 0008): only of children still in the family,
 * each with that parent's own read state (`red_flag_reads.read_at`, null while unread).
 */
export function visibleFlags(db: Db, familyId: number, userId: number) {
  return db
    .selectFrom('red_flags')
    .innerJoin('users', (join) => join.onRef('users.id', '=', 'red_flags.child_id').on('users.family_id', '=', familyId))
    .leftJoin('red_flag_reads', (join) =>
      join.onRef('red_flag_reads.red_flag_id', '=', 'red_flags.id').on('red_flag_reads.user_id', '=', userId),
    )
    .where('red_flags.family_id', '=', familyId);
}
