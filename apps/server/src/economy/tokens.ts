import type { Db } from '../db/database.js';

export async function familyTokenTotal(db: Db, familyId: number): Promise<number> {
  const { total } = await db
    .selectFrom('token_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('total'))
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(total);
}
