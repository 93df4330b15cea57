import type { Db } from '../db/database.js';
import { lockedOnPostgres } from '../db/rowLocks.js';
import { localDay } from '../domain/days.js';
import type { FamilyScope } from '../domain/scope.js';

/**
 * What a task the family's parents made pays now: its coins, or what is left of the family's daily
 * cap for such tasks (ADR 0027), counted on the family's local day inside the completion's
 * transaction. The day's row is made if missing and locked before it is read (FOR UPDATE on
 * PostgreSQL; SQLite writes one transaction at a time), so completions arriving together each see
 * what the others paid and never pay past the cap between them.
 */
export async function payWithinDailyCap(
  trx: Db,
  scope: Pick<FamilyScope, 'familyId' | 'familyTimeZone'>,
  amount: number,
  cap: number,
  now: number,
): Promise<number> {
  if (amount <= 0) return 0;
  const key = { family_id: scope.familyId, day: localDay(now, scope.familyTimeZone) };
  await trx
    .insertInto('parent_task_pay')
    .values({ ...key, coins: 0 })
    .onConflict((oc) => oc.columns(['family_id', 'day']).doNothing())
    .execute();
  const today = trx.selectFrom('parent_task_pay').select('coins').where('family_id', '=', key.family_id).where('day', '=', key.day);
  const { coins: paid } = await lockedOnPostgres(trx, today).executeTakeFirstOrThrow();
  const pays = Math.max(0, Math.min(amount, cap - Number(paid)));
  if (pays > 0) {
    await trx
      .updateTable('parent_task_pay')
      .set((eb) => ({ coins: eb('coins', '+', pays) }))
      .where('family_id', '=', key.family_id)
      .where('day', '=', key.day)
      .execute();
  }
  return pays;
}
