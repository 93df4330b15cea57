import type { Db } from '../db/database.js';
import type { NotificationsTable } from '../db/schema.js';
import { queuePushes } from '../push/outbox.js';
import type { NotificationTextKey } from './texts.js';

interface Notice {
  familyId: number;
  type: NotificationsTable['message_type'];
  textKey: NotificationTextKey;
  params: Record<string, string | number>;
  now: number;
  /** Only these parents; by default every parent of the family. */
  to?: number[];
  /** Leaves out the parent whose action it reports. */
  except?: number;
  /** The red flag it tells of: reading either reads both (redFlags/readSync.ts). */
  redFlagId?: number;
}

/**
 * The one way product events reach parents' notification lists (ADR 0007). Each parent gets a row of
 * their own, so read state and removal are theirs alone. The kinds worth a push also go to the push
 * outbox, in the caller's transaction (ADR 0021).
 */
export async function notifyParents(db: Db, notice: Notice): Promise<void> {
  if (notice.to?.length === 0) return;
  let parents = db.selectFrom('users').select('id').where('family_id', '=', notice.familyId).where('role', '=', 'parent');
  if (notice.to) parents = parents.where('id', 'in', notice.to);
  if (notice.except !== undefined) parents = parents.where('id', '!=', notice.except);
  const recipients = await parents.execute();
  if (recipients.length === 0) return;
  const params = JSON.stringify(notice.params);
  const inserted = await db
    .insertInto('notifications')
    .values(
      recipients.map((parent) => ({
        user_id: parent.id,
        family_id: notice.familyId,
        message_type: notice.type,
        text_key: notice.textKey,
        params,
        created_at: notice.now,
        red_flag_id: notice.redFlagId ?? null,
      })),
    )
    .returning('id')
    .execute();
  await queuePushes(
    db,
    notice.textKey,
    inserted.map((row) => row.id),
    notice.now,
  );
}
