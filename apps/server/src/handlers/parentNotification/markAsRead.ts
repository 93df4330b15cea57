import type { Handler } from '../../gateway/context.js';
import { markNotificationsRead } from '../../notifications/readState.js';

/** Unread → read, never back; ids that are not the caller's own answer 404 and nothing is marked. */
export const markAsRead: Handler<'ParentNotification.markAsRead'> = (input, { db, clock, caller }) =>
  markNotificationsRead(db, caller, input.notificationIds, clock.now());
