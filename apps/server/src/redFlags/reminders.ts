import type { Db } from '../db/database.js';
import { displayName } from '../domain/memberName.js';
import { notifyParents } from '../notifications/notify.js';
import { recordStep } from './steps.js';
import { inTransaction } from '../db/transactions.js';

export interface UnopenedFlag {
  id: number;
  family_id: number;
  child_id: number;
  state_since: number;
  real_name: string | null;
  login_name: string | null;
  email: string | null;
}

/**
 * Claims the one reminder of a flag still new on its row (compare-and-set on `reminded_at`, as the
 * job read the flag), so two processes at once send it once; then the family's parents hear of it
 * again, with a push, and the flag's steps say so. Answers whether this call sent it.
 */
export function remindOfFlag(db: Db, flag: UnopenedFlag, now: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('red_flags')
      .set({ reminded_at: now })
      .where('id', '=', flag.id)
      .where('state', '=', 'new')
      .where('state_since', '=', flag.state_since)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    await recordStep(trx, { id: flag.id, familyId: flag.family_id, childId: flag.child_id }, { kind: 'reminded', actorId: null, at: now });
    await notifyParents(trx, {
      familyId: flag.family_id,
      type: 'red_flag',
      textKey: 'red_flag_reminder',
      params: { name: displayName(flag) },
      now,
      redFlagId: flag.id,
    });
    return true;
  });
}
