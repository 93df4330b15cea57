import type { Db } from './database.js';

/**
 * The only way handlers read members: every query starts scoped to the caller's family, so an id
 * from another family simply finds nothing.
 */
export function familyMembers(db: Db, familyId: number) {
  return db.selectFrom('users').where('users.family_id', '=', familyId);
}

export const memberColumns = ['id', 'login_name', 'real_name', 'email', 'role'] as const;
