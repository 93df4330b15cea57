import { notFound } from '../../domain/refusal.js';
import { visibleFlags } from '../../redFlags/visible.js';
import type { Handler } from '../../gateway/context.js';

/**
 * Unread → read for this parent, never back; the other parents keep their own state. An id that is
 * not a red flag of the caller's family answers 404 and nothing is marked.
 */
export const markInterventionsAsRead: Handler<'RedFlagIntervention.markInterventionsAsRead'> = async (input, { db, clock, caller }) => {
  const ids = [...new Set(input.interventionIds)];
  const own = await visibleFlags(db, caller.familyId, caller.userId).select('red_flags.id').where('red_flags.id', 'in', ids).execute();
  if (own.length !== ids.length) throw notFound();
  const inserted = await db
    .insertInto('red_flag_reads')
    .values(ids.map((id) => ({ red_flag_id: id, user_id: caller.userId, read_at: clock.now() })))
    .onConflict((oc) => oc.columns(['red_flag_id', 'user_id']).doNothing())
    .returning('red_flag_id')
    .execute();
  return { updated: inserted.length };
};
