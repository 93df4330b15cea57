import { familyCoinTotal } from '../../economy/coins.js';
import type { Handler } from '../../gateway/context.js';
import { giftCatalogue } from '../../gifts/giftSpend.js';

export const getCatalogue: Handler<'GiftApi.getCatalogue'> = async (_input, { db, caller, locale }) => {
  const [list, total_coins] = await Promise.all([giftCatalogue(db, locale), familyCoinTotal(db, caller.familyId)]);
  return { list, total_coins };
};
