import type { Db } from '../db/database.js';
import type { CoinLedgerTable } from '../db/schema.js';

export interface Award {
  familyId: number;
  userId: number | null;
  amount: number;
  reason: CoinLedgerTable['reason'];
  /** The award's identity, e.g. "task:42" or "community:7:2026-11-22". */
  reasonKey: string;
  /** The task's or goal's name, in English and, when it has one, Chinese. */
  title: string | null;
  titleZh: string | null;
  now: number;
}

/**
 * Writes an award to the family ledger once, ever: the unique reason key turns every repeat, however
 * concurrent, into a no-op. Answers the coins granted by this call (0 when already granted).
 */
export async function awardCoins(db: Db, award: Award): Promise<number> {
  if (award.amount <= 0) return 0;
  const row = await db
    .insertInto('coin_ledger')
    .values({
      family_id: award.familyId,
      user_id: award.userId,
      amount: award.amount,
      reason: award.reason,
      reason_key: award.reasonKey,
      title: award.title,
      title_zh: award.titleZh,
      created_at: award.now,
    })
    .onConflict((oc) => oc.column('reason_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? award.amount : 0;
}

export async function familyCoinTotal(db: Db, familyId: number): Promise<number> {
  const { total } = await db
    .selectFrom('coin_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(total);
}
