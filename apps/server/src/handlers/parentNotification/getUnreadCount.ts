import { evaluateRedFlagsOnRead } from '../../redFlags/evaluate.js';
import type { Handler } from '../../gateway/context.js';
import { unreadCount } from '../../notifications/unreadCount.js';

/** Polled by the dashboard, so it also lets time-driven red flags (and their notifications) appear. */
export const getUnreadCount: Handler<'ParentNotification.getUnreadCount'> = async (_input, { db, clock, caller }) => {
  await evaluateRedFlagsOnRead(db, caller, clock.now());
  return unreadCount(db, caller.userId);
};
