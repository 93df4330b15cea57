import { displayName } from '../../domain/memberName.js';
import { evaluateRedFlagsOnRead } from '../../redFlags/evaluate.js';
import { renderRedFlag } from '../../redFlags/texts.js';
import { visibleFlags } from '../../redFlags/visible.js';
import type { Handler } from '../../gateway/context.js';

/** Every red flag of the caller's children, newest first; totals are of unread (for this parent) and of all. */
export const getInterventionsForParentAndChildren: Handler<'RedFlagIntervention.getInterventionsForParentAndChildren'> = async (
  input,
  { db, clock, caller, locale },
) => {
  await evaluateRedFlagsOnRead(db, caller, clock.now());
  const flags = visibleFlags(db, caller.familyId, caller.userId);
  const listed = input.unread_only ? flags.where('red_flag_reads.read_at', 'is', null) : flags;
  const [rows, totals] = await Promise.all([
    listed
      .select([
        'red_flags.id',
        'red_flags.child_id',
        'red_flags.text_key',
        'red_flags.params',
        'red_flags.created_at',
        'red_flag_reads.read_at',
        'users.real_name',
        'users.login_name',
        'users.email',
      ])
      .orderBy('red_flags.created_at', 'desc')
      .orderBy('red_flags.id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    flags
      .select((eb) => [
        eb.fn.countAll<number>().as('all_total'),
        eb.fn.count<number>('red_flags.id').filterWhere('red_flag_reads.read_at', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(totals.unread),
    all_total: Number(totals.all_total),
    data: rows.map((row) => {
      const name = displayName(row);
      return {
        id: row.id,
        child_id: row.child_id,
        name,
        ...renderRedFlag(row.text_key, row.params, name, locale),
        created_at: row.created_at,
        is_read: row.read_at !== null,
      };
    }),
  };
};
