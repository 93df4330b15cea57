import { interactionTotal } from '@t1d/contract';
import { interactionsInWindow } from '../../activity/interactions.js';
import { familyMembers } from '../../db/members.js';
import { localDay } from '../../domain/days.js';
import { displayName } from '../../domain/memberName.js';
import { notFound } from '../../domain/refusal.js';
import { readSettings } from '../../economy/settings.js';
import type { Handler } from '../../gateway/context.js';

/** Each child's community interactions over the last 30 family days, against the recommended maximum. */
export const get_interactions: Handler<'ParentInteractionsHandler.get_interactions'> = async (input, { db, clock, caller }) => {
  const today = localDay(clock.now(), caller.familyTimeZone);
  let query = familyMembers(db, caller.familyId)
    .select(['users.id', 'users.real_name', 'users.login_name', 'users.email'])
    .where('users.role', '=', 'child');
  if (input.child_id !== undefined) query = query.where('users.id', '=', input.child_id);
  const [children, settings] = await Promise.all([query.orderBy('users.id').execute(), readSettings(db)]);
  // The children query is scoped to the family, so a child_id of another family (or none) finds no row.
  if (input.child_id !== undefined && children.length === 0) throw notFound();
  const counts = await interactionsInWindow(
    db,
    children.map((child) => child.id),
    today,
  );
  const perChild = children.map((child) => ({ child_id: child.id, name: displayName(child), ...counts.get(child.id)! }));
  const total = perChild.reduce((sum, child) => sum + interactionTotal(child), 0);
  return {
    summary: { total, recommended_max: settings.recommended_max_interactions, interactions: total, child_id: input.child_id ?? null },
    children: perChild,
  };
};
