import { sendGift } from '../gifts/gifts.js';
import type { Parent, TestApp } from './testApp.js';

/** `parent` sends their child a gift (as the gift page will), `seconds` after the clock's now. */
export const giftFrom = (t: TestApp, parent: Parent, childId: number, item = 'Hero cape') =>
  sendGift(t.database.db, { familyId: parent.familyId, userId: parent.userId, familyTimeZone: 'UTC' }, { childId, item }, t.clock.now());
