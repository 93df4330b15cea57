import { familyIds, familyMembersOf, familyRecordCounts } from '../../families/familyData.js';
import type { Handler } from '../../gateway/context.js';

export const deletionPreview: Handler<'ParentFamilyData.deletionPreview'> = async (_input, { db, caller }) => {
  const family = await db.selectFrom('families').select('p_code').where('id', '=', caller.familyId).executeTakeFirstOrThrow();
  // Parents first, as the dialog names them.
  const members = await familyMembersOf(db, caller.familyId);
  const people = [...members.filter((member) => member.role !== 'child'), ...members.filter((member) => member.role === 'child')];
  return {
    p_code: family.p_code,
    people: people.map((person) => ({
      user_id: person.id,
      role: person.role === 'child' ? ('child' as const) : ('parent' as const),
      real_name: person.real_name,
      sign_in: person.role === 'child' ? person.login_name : person.email,
    })),
    records: await familyRecordCounts(db, familyIds(caller.familyId, members)),
  };
};
