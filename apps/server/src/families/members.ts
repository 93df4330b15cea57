import type { FamilyMember } from '@t1d/contract';
import type { Db } from '../db/database.js';
import { memberColumns, toFamilyMember } from '../db/members.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';

/** Sets a member's real name inside the caller's family; another family's member is not found. */
export async function renameMember(
  db: Db,
  scope: FamilyScope,
  member: { userId: number; role: 'parent' | 'child'; realName: string },
): Promise<FamilyMember> {
  const row = await db
    .updateTable('users')
    .set({ real_name: member.realName })
    .where('id', '=', member.userId)
    .where('family_id', '=', scope.familyId)
    .where('role', '=', member.role)
    .returning(memberColumns)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toFamilyMember(row);
}
