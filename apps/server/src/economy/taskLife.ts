import type { Db } from '../db/database.js';
import type { FamilyScope } from '../domain/scope.js';
import { taskStatus } from '../domain/tasks.js';
import { notifyCoinsEarned } from '../notifications/coinsEarned.js';
import { awardCoins } from './coins.js';
import { notFound } from '../domain/refusal.js';
import { payWithinDailyCap } from './parentTaskPay.js';
import { readSettings } from './settings.js';
import { instanceInFamily, type InstanceRow } from './tasks.js';
import { findInstance, refuseIfExpired, reloadInstance, type InstanceRef } from './taskInstance.js';
import { inTransaction } from '../db/transactions.js';

/** open → started; starting a started or done task changes nothing; an expired one is refused. */
export async function startTask(db: Db, scope: FamilyScope, ref: InstanceRef, now: number) {
  const row = await findInstance(db, scope, ref);
  refuseIfExpired(row, now);
  await db
    .updateTable('task_instances')
    .set({ status: taskStatus.started, started_at: now })
    .where('id', '=', row.id)
    .where('status', '=', taskStatus.open)
    .execute();
  return reloadInstance(db, scope, row);
}

/** started → open; a done task stays done. */
export async function cancelTask(db: Db, scope: FamilyScope, ref: InstanceRef) {
  const row = await findInstance(db, scope, ref);
  await db
    .updateTable('task_instances')
    .set({ status: taskStatus.open, started_at: null })
    .where('id', '=', row.id)
    .where('status', '=', taskStatus.started)
    .execute();
  return reloadInstance(db, scope, row);
}

/**
 * Marks the instance done and awards its coins, once: of many identical calls, only the one whose
 * conditional update changes the row writes to the ledger (whose unique key backs that up), and the
 * other parents are told in the same transaction. A task the family's parents made pays within the
 * family's daily cap (ADR 0027): past it the task is still done, and pays what is left, maybe nothing.
 */
export async function completeTask(db: Db, scope: FamilyScope, ref: InstanceRef, now: number) {
  return completeInstance(db, scope, await findInstance(db, scope, ref), now);
}

/**
 * A task the child finished in the game (the game integration API): the game names the instance by
 * its id alone, so it is looked for among the child's family's instances; coins as for completeTask,
 * earned by the child.
 */
export async function completeTaskInGame(db: Db, scope: FamilyScope, instanceId: number, now: number) {
  const row = await instanceInFamily(db, scope.familyId, instanceId);
  if (!row) throw notFound();
  return completeInstance(db, scope, row, now);
}

async function completeInstance(db: Db, scope: FamilyScope, row: InstanceRow, now: number) {
  refuseIfExpired(row, now);
  const parentMade = row.task_family_id !== null;
  const cap = parentMade ? (await readSettings(db)).parent_task_coins_per_day : 0;
  const paid = await inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('task_instances')
      .set({ status: taskStatus.done, completed_at: now })
      .where('id', '=', row.id)
      .where('status', '!=', taskStatus.done)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { coins: 0, heldBack: 0 };
    const pays = parentMade ? await payWithinDailyCap(trx, scope, row.coin_amount, cap, now) : row.coin_amount;
    const coins = await awardCoins(trx, {
      familyId: scope.familyId,
      userId: scope.userId,
      amount: pays,
      reason: 'task',
      reasonKey: `task:${row.id}`,
      title: row.name,
      titleZh: row.name_zh,
      now,
    });
    await notifyCoinsEarned(trx, {
      familyId: scope.familyId,
      actorId: scope.userId,
      textKey: 'task_completed',
      title: row.name,
      titleZh: row.name_zh,
      coins,
      now,
    });
    return { coins, heldBack: row.coin_amount - pays };
  });
  return { instance: await reloadInstance(db, scope, row), coinsAwarded: paid.coins, coinsHeldBack: paid.heldBack };
}
