import { awardCoins } from '../../economy/coins.js';
import { findInstance, refuseIfExpired, reloadTask } from '../../economy/taskInstance.js';
import { taskStatus } from '../../domain/tasks.js';
import type { Handler } from '../../gateway/context.js';
import { notifyCoinsEarned } from '../../notifications/coinsEarned.js';

/**
 * Marks the instance done and awards its coins, once: of many identical calls, only the one whose
 * conditional update changes the row writes to the ledger (whose unique key backs that up).
 */
export const completeTask: Handler<'GmsInfluenceApi.completeTask'> = async (input, context) => {
  const { db, clock, caller } = context;
  const { parentId, row } = await findInstance(context, input);
  const now = clock.now();
  refuseIfExpired(row, now);
  const coinsAwarded = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('task_instances')
      .set({ status: taskStatus.done, completed_at: now })
      .where('id', '=', row.id)
      .where('status', '!=', taskStatus.done)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return 0;
    return awardCoins(trx, {
      familyId: caller.familyId,
      userId: caller.userId,
      amount: row.coin_amount,
      reason: 'task',
      reasonKey: `task:${row.id}`,
      title: row.name,
      now,
    });
  });
  await notifyCoinsEarned(db, { familyId: caller.familyId, actorId: caller.userId, textKey: 'task_completed', title: row.name, coins: coinsAwarded, now });
  return { ...(await reloadTask(context, parentId, row.id)), coins_awarded: coinsAwarded };
};
