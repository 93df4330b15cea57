import { familyMessages } from '@t1d/contract';
import { deleteFamily as deleteFamilyData } from '../../families/familyData.js';
import { invalidFields } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';

export const deleteFamily: Handler<'ParentFamilyData.deleteFamily'> = async (input, { db, clock, caller, cookies }) => {
  const family = await db.selectFrom('families').select('p_code').where('id', '=', caller.familyId).executeTakeFirstOrThrow();
  if (input.confirm_code.trim().toUpperCase() !== family.p_code.toUpperCase())
    throw invalidFields([{ field: 'confirm_code', message: familyMessages.deleteCodeMismatch }]);
  const deleted = await deleteFamilyData(db, caller.familyId, clock.now());
  // This browser's persistent login went with the account.
  cookies.clear('parent_persistent_token');
  return { deleted_people: deleted.people, deleted_records: deleted.records };
};
