import { familyMembers, memberColumns, toFamilyMember } from '../../db/members.js';
import { Refusal } from '../../domain/refusal.js';
import type { Handler } from '../../gateway/context.js';
import { notifyParents } from '../../notifications/notify.js';

const notLinkable = () => new Refusal('child_not_linkable');

/**
 * Brings a game account that no family has claimed into the caller's family. A child already in
 * another family answers exactly like an unknown login name.
 */
export const link_child_by_login_name: Handler<'ParentInviteHandler.link_child_by_login_name'> = async (input, { db, clock, caller }) => {
  const linked = await db
    .updateTable('users')
    .set({ family_id: caller.familyId })
    .where('login_name', '=', input.child_login_name)
    .where('role', '=', 'child')
    .where('family_id', 'is', null)
    .returning(memberColumns)
    .executeTakeFirst();
  if (linked) {
    const member = toFamilyMember(linked);
    await notifyParents(db, {
      familyId: caller.familyId,
      except: caller.userId,
      type: 'family',
      textKey: 'child_joined',
      params: { name: member.name },
      now: clock.now(),
    });
    return member;
  }
  // Already in the caller's family: linking again is harmless and answers the member.
  const own = await familyMembers(db, caller.familyId)
    .select(memberColumns)
    .where('login_name', '=', input.child_login_name)
    .where('role', '=', 'child')
    .executeTakeFirst();
  if (!own) throw notLinkable();
  return toFamilyMember(own);
};
