import { familyLoginDays } from '../../economy/familyStreak.js';
import type { Handler } from '../../gateway/context.js';

/** Distinct local days on which any parent of the family signed in or restored a session. */
export const getFamilyStreak: Handler<'FamilyStreak.getFamilyStreak'> = async (_input, { db, caller }) => ({
  total_logins: await familyLoginDays(db, caller.familyId),
});
