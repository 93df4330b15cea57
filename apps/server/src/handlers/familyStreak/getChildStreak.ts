import { findMember } from '../../db/members.js';
import { notFound } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

/** Days of the given month on which the child was active in the game. */
export const getChildStreak: Handler<'FamilyStreak.getChildStreak'> = async (input, { db, caller }) => {
  const child = await findMember(db, caller.familyId, input.user_id, 'child');
  if (!child) throw notFound();
  const month = `${input.year}-${String(input.month).padStart(2, '0')}`;
  const { total } = await db
    .selectFrom('child_activity_days')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('child_id', '=', child.id)
    .where('day', '>=', `${month}-01`)
    .where('day', '<=', `${month}-31`)
    .executeTakeFirstOrThrow();
  return { total_streak_days: Number(total) };
};
