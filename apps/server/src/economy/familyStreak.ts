import type { Db } from '../db/database.js';

/** The family login streak: distinct local days on which any parent of the family signed in or restored a session (ADR 0006). */
export async function familyLoginDays(db: Db, familyId: number): Promise<number> {
  const { total } = await db
    .selectFrom('login_days')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('family_id', '=', familyId)
    .executeTakeFirstOrThrow();
  return Number(total);
}
