import type { Db } from '../db/database.js';
import type { Locale } from '../domain/locale.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { listedFlags, shownFlags } from './visible.js';

const day = 86_400;

/**
 * The family's red flags raised or with any step in the last `days` days as of `now`, of one child or
 * all, newest first (ADR 0031). A child outside the caller's family is not found, like an unknown one.
 */
export async function flagHistory(db: Db, scope: FamilyScope, filter: { childId?: number; days: number }, now: number, locale: Locale) {
  if (filter.childId !== undefined) {
    const child = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', filter.childId)
      .where('family_id', '=', scope.familyId)
      .where('role', '=', 'child')
      .executeTakeFirst();
    if (!child) throw notFound();
  }
  let recent = db
    .selectFrom('red_flag_events')
    .select('red_flag_id')
    .where('family_id', '=', scope.familyId)
    .where('at', '>=', now - filter.days * day);
  if (filter.childId !== undefined) recent = recent.where('child_id', '=', filter.childId);
  const rows = await listedFlags(db, scope.familyId, scope.userId)
    .where('red_flags.id', 'in', recent)
    .orderBy('red_flags.created_at', 'desc')
    .orderBy('red_flags.id', 'desc')
    .execute();
  return shownFlags(db, rows, scope.userId, locale);
}
