import { evaluateRedFlagsOnRead } from '../../redFlags/evaluate.js';
import { listedFlags, shownFlags, unreadByViewer, visibleFlags } from '../../redFlags/visible.js';
import type { Handler } from '../../gateway/context.js';

/** Every red flag of the caller's children, newest first; totals are of unread (for this parent) and of all. */
export const getInterventionsForParentAndChildren: Handler<'RedFlagIntervention.getInterventionsForParentAndChildren'> = async (
  input,
  { db, clock, caller, locale },
) => {
  await evaluateRedFlagsOnRead(db, caller, clock.now());
  const listed = listedFlags(db, caller.familyId, caller.userId);
  const [rows, totals] = await Promise.all([
    (input.unread_only ? listed.where(unreadByViewer) : listed)
      .orderBy('red_flags.created_at', 'desc')
      .orderBy('red_flags.id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    visibleFlags(db, caller.familyId, caller.userId)
      .select((eb) => [
        eb.fn.countAll<number>().as('all_total'),
        eb.fn.count<number>('red_flags.id').filterWhere(unreadByViewer(eb)).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(totals.unread),
    all_total: Number(totals.all_total),
    data: await shownFlags(db, rows, caller.userId, locale),
  };
};
