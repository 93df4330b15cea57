import type { FamilyMember } from '@t1d/contract';
import { displayName } from '../domain/memberName.js';
import type { Db } from './database.js';

export const memberColumns = ['id', 'login_name', 'real_name', 'email', 'role'] as const;

type MemberRow = { id: number; login_name: string | null; real_name: string | null; email: string | null; role: 'parent' | 'child' };

export function toFamilyMember(row: MemberRow): FamilyMember {
  return {
    user_id: row.id,
    login_name: row.login_name,
    real_name: row.real_name,
    name: displayName(row),
    role: row.role,
    is_child: row.role === 'child',
    avatar: null,
  };
}

/**
 * The only way handlers read members: every query starts scoped to the caller's family, so an id
 * from another family simply finds nothing.
 */
export function familyMembers(db: Db, familyId: number) {
  return db.selectFrom('users').where('users.family_id', '=', familyId);
}

/** One member of the family with the given role, or undefined (another family's id included). */
export function findMember(db: Db, familyId: number, userId: number, role: 'parent' | 'child') {
  return familyMembers(db, familyId).select(memberColumns).where('id', '=', userId).where('role', '=', role).executeTakeFirst();
}

/** The parents of each of `familyIds` by name, in the order they joined: how the clinic desk names a family. */
export async function parentNamesByFamily(db: Db, familyIds: number[]): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>(familyIds.map((id) => [id, []]));
  if (familyIds.length === 0) return names;
  const parents = await db
    .selectFrom('users')
    .select(['family_id', 'real_name', 'login_name', 'email'])
    .where('family_id', 'in', familyIds)
    .where('role', '=', 'parent')
    .orderBy('id')
    .execute();
  for (const parent of parents) names.get(parent.family_id!)?.push(displayName(parent));
  return names;
}
