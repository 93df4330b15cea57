import type { Handler } from '../../gateway/context.js';
import { removeDuplicateNotifications } from '../../notifications/readState.js';

/** Keeps the oldest of each run of same-content notifications within `timeWindow` seconds. */
export const cleanupDuplicates: Handler<'ParentNotification.cleanupDuplicates'> = (input, { db, caller }) =>
  removeDuplicateNotifications(db, caller, input.timeWindow);
