import { familyCoinTotal } from '../../economy/coins.js';
import type { Handler } from '../../gateway/context.js';
import { sendGift, sentGift } from '../../gifts/giftSpend.js';

export const send: Handler<'GiftApi.send'> = async (input, { db, caller, locale, clock }) => {
  const giftId = await sendGift(db, caller, { childId: input.child_id, giftId: input.gift_id, requestId: input.request_id }, clock.now());
  const [gift, total_coins] = await Promise.all([sentGift(db, caller.familyId, giftId, locale), familyCoinTotal(db, caller.familyId)]);
  return { gift, total_coins };
};
