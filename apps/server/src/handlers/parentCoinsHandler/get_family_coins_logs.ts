import { familyCoinTotal } from '../../economy/coins.js';
import type { Handler } from '../../gateway/context.js';

export const get_family_coins_logs: Handler<'ParentCoinsHandler.get_family_coins_logs'> = async (input, { db, caller }) => {
  const ledger = db.selectFrom('coin_ledger').where('family_id', '=', caller.familyId);
  const [list, count, totalCoins] = await Promise.all([
    ledger
      .select(['id', 'amount', 'reason', 'title', 'created_at', 'user_id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    ledger.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    familyCoinTotal(db, caller.familyId),
  ]);
  return { total_coins: totalCoins, list, total: Number(count.total), page: input.page, per_page: input.per_page };
};
