import type { Db } from '../db/database.js';
import { appendAudit } from '../audit/auditLog.js';
import { newReadableCode } from '../auth/codes.js';
import { revokeAllTokens } from '../auth/sessions.js';
import { notFound } from '../domain/refusal.js';
import type { FamilyScope } from '../domain/scope.js';
import { revokePendingInvitations } from './invitations.js';
import { foundFamily } from './parents.js';
import { inTransaction } from '../db/transactions.js';

// What is the person's own and goes on with them: their way in, what they asked the chat, what they watched and did.
const ownRows = ['user_identities', 'chat_messages', 'episode_progress', 'fitness_completions'] as const;

/**
 * A parent takes another parent out of the family (ADR 0028): the owner of an account someone made in
 * advance for their address removes whoever that person let in. The person keeps their way in (e-mail,
 * password, Google) under a new account in an empty family of its own; the row they leave behind
 * becomes a former member's (no e-mail, password or login; `left_family_id` names the family), so the
 * family's history (invitations, tasks, coins, goals) stays whole and goes with the family's own export
 * and deletion, and the new account carries nothing of the family. Every token of the old row ends, the
 * invitations it made and were still open are withdrawn, and its copies of the family's notifications
 * and red-flag reads go. The caller stays, so a family always keeps a parent; the family's row is
 * locked first, so two parents removing each other at once cannot both succeed. Written to the audit log.
 */
export async function removeParent(db: Db, scope: FamilyScope, parentId: number, now: number): Promise<void> {
  if (parentId === scope.userId) throw notFound();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('families')
      .set((eb) => ({ time_zone: eb.ref('time_zone') }))
      .where('id', '=', scope.familyId)
      .execute();
    const members = await trx
      .selectFrom('users')
      .selectAll()
      .where('family_id', '=', scope.familyId)
      .where('role', '=', 'parent')
      .where('id', 'in', [scope.userId, parentId])
      .execute();
    const removed = members.find((member) => member.id === parentId);
    // The caller was taken out a moment ago by the one it meant to remove: nothing happens.
    if (!removed || !members.some((member) => member.id === scope.userId)) throw notFound();

    await revokeAllTokens(trx, { now: () => now }, parentId);
    await revokePendingInvitations(trx, scope.familyId, now, parentId);
    await trx.deleteFrom('notifications').where('user_id', '=', parentId).execute();
    await trx.deleteFrom('red_flag_reads').where('user_id', '=', parentId).execute();
    // The former member's row first, which frees the e-mail for the new account.
    await trx
      .updateTable('users')
      .set({ family_id: null, left_family_id: scope.familyId, email: null, password_hash: null, is_operator: 0, game_known_at: null })
      .where('id', '=', parentId)
      .execute();
    const ownFamily = await foundFamily(trx, scope.familyTimeZone, now);
    const account = await trx
      .insertInto('users')
      .values({
        family_id: ownFamily,
        role: 'parent',
        email: removed.email,
        login_name: null,
        password_hash: removed.password_hash,
        password_updated_at: removed.password_updated_at,
        real_name: removed.real_name,
        p_code: newReadableCode('P'),
        is_operator: removed.is_operator,
        hospital: removed.hospital,
        campaign: removed.campaign,
        location_id: removed.location_id,
        webapp_version_key: removed.webapp_version_key,
        created_at: removed.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const table of ownRows) await trx.updateTable(table).set({ user_id: account.id }).where('user_id', '=', parentId).execute();
    await appendAudit(trx, {
      at: now,
      userId: scope.userId,
      cmd: 'ParentFamilyHandler.remove_parent',
      target: `family ${scope.familyId} parent ${parentId}`,
      before: { family_id: scope.familyId, user_id: parentId },
      after: { family_id: ownFamily, user_id: account.id },
    });
  });
}
