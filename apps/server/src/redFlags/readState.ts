import type { Db } from '../db/database.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { markFlagNoticesRead, readFlags } from './readSync.js';
import { visibleFlags } from './visible.js';
import { inTransaction } from '../db/transactions.js';

/**
 * Unread → read for this parent, never back; the other parents keep their own state. An id that is
 * not a red flag of the caller's family is not found, and nothing is marked. The notifications that
 * told this parent of the flags are read with them; the first parent to open a new flag moves it to
 * `seen` for the family (ADR 0031).
 */
export async function markRedFlagsRead(db: Db, scope: FamilyScope, flagIds: number[], now: number) {
  const ids = [...new Set(flagIds)];
  const own = await visibleFlags(db, scope.familyId, scope.userId).select('red_flags.id').where('red_flags.id', 'in', ids).execute();
  if (own.length !== ids.length) throw notFound();
  return inTransaction(db, async (trx) => {
    const updated = await readFlags(trx, scope.userId, ids, now);
    await markFlagNoticesRead(trx, scope.userId, ids, now);
    return { updated };
  });
}
