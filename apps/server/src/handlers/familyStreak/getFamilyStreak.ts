import type { Handler } from '../../gateway/context.js';

/** Distinct local days on which any parent of the family signed in or restored a session. */
export const getFamilyStreak: Handler<'FamilyStreak.getFamilyStreak'> = async (_input, { db, caller }) => {
  const { total } = await db
    .selectFrom('login_days')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('family_id', '=', caller.familyId)
    .executeTakeFirstOrThrow();
  return { total_logins: Number(total) };
};
