import type { Db } from '../db/database.js';
import { appendAudit } from '../audit/auditLog.js';
import { revokeAllTokens } from '../auth/sessions.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { revokePendingInvitations } from './invitations.js';
import { foundFamily } from './parents.js';

/**
 * A parent takes another parent out of the family (ADR 0028): the owner of an account someone made in
 * advance for their address removes whoever that person let in. The removed account keeps its way in
 * (e-mail, password, Google) but leaves with nothing of this family: it gets an empty family of its own
 * (every parent has one), every token it held ends, the invitations it made and were still open are
 * withdrawn, and its copies of the family's notifications and red-flag reads go. The caller stays, so
 * a family always keeps a parent; the family's row is locked first, so two parents removing each other
 * at once cannot both succeed. Written to the audit log.
 */
export async function removeParent(db: Db, scope: FamilyScope, parentId: number, now: number): Promise<void> {
  if (parentId === scope.userId) throw notFound();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('families')
      .set((eb) => ({ time_zone: eb.ref('time_zone') }))
      .where('id', '=', scope.familyId)
      .execute();
    const members = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('family_id', '=', scope.familyId)
      .where('role', '=', 'parent')
      .where('id', 'in', [scope.userId, parentId])
      .execute();
    const removed = members.find((member) => member.id === parentId);
    // The caller was taken out a moment ago by the one it meant to remove: nothing happens.
    if (!removed || !members.some((member) => member.id === scope.userId)) throw notFound();
    const ownFamily = await foundFamily(trx, scope.familyTimeZone, now);
    await trx.updateTable('users').set({ family_id: ownFamily }).where('id', '=', parentId).execute();
    await revokeAllTokens(trx, { now: () => now }, parentId);
    await revokePendingInvitations(trx, scope.familyId, now, parentId);
    await trx.deleteFrom('notifications').where('user_id', '=', parentId).execute();
    await trx.deleteFrom('red_flag_reads').where('user_id', '=', parentId).execute();
    await appendAudit(trx, {
      at: now,
      userId: scope.userId,
      cmd: 'ParentFamilyHandler.remove_parent',
      target: `family ${scope.familyId} parent ${parentId}`,
      before: { family_id: scope.familyId, email: removed.email },
      after: { family_id: ownFamily },
    });
  });
}
