import { inLocale } from '../../domain/locale.js';
import { familyCoinTotal } from '../../economy/coins.js';
import type { Handler } from '../../gateway/context.js';

/** The family's coin ledger, newest first; a task's or goal's name in the reader's language where the award has it. */
export const get_family_coins_logs: Handler<'ParentCoinsHandler.get_family_coins_logs'> = async (input, { db, caller, locale }) => {
  const ledger = db.selectFrom('coin_ledger').where('family_id', '=', caller.familyId);
  const [rows, count, totalCoins] = await Promise.all([
    ledger
      .select(['id', 'amount', 'reason', 'title', 'title_zh', 'created_at', 'user_id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page)
      .execute(),
    ledger.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    familyCoinTotal(db, caller.familyId),
  ]);
  const list = rows.map(({ title, title_zh, ...row }) => ({ ...row, title: title === null ? null : inLocale(locale, title, title_zh) }));
  return { total_coins: totalCoins, list, total: Number(count.total), page: input.page, per_page: input.per_page };
};
