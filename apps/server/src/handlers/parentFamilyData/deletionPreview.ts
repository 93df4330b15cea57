import { familyIds, familyRecordCounts } from '../../families/familyData.js';
import type { Handler } from '../../gateway/context.js';

export const deletionPreview: Handler<'ParentFamilyData.deletionPreview'> = async (_input, { db, caller }) => {
  const family = await db.selectFrom('families').select('p_code').where('id', '=', caller.familyId).executeTakeFirstOrThrow();
  const people = await db
    .selectFrom('users')
    .select(['id', 'role', 'real_name', 'email', 'login_name'])
    .where('family_id', '=', caller.familyId)
    .orderBy('role', 'desc')
    .orderBy('id')
    .execute();
  return {
    p_code: family.p_code,
    people: people.map((person) => ({
      user_id: person.id,
      role: person.role === 'child' ? ('child' as const) : ('parent' as const),
      real_name: person.real_name,
      sign_in: person.role === 'child' ? person.login_name : person.email,
    })),
    records: await familyRecordCounts(db, await familyIds(db, caller.familyId)),
  };
};
