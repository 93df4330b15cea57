import type { Handler } from '../../gateway/context.js';
import { listSentGifts } from '../../gifts/giftSpend.js';

export const list: Handler<'GiftApi.list'> = (input, { db, caller, locale }) => listSentGifts(db, caller.familyId, input, locale);
