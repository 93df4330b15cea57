import type { Handler } from '../../gateway/context.js';
import { findDuplicateNotifications } from '../../notifications/readState.js';

/** How many of the caller's notifications cleanupDuplicates would remove with this window. */
export const countDuplicates: Handler<'ParentNotification.countDuplicates'> = async (input, { db, caller }) => ({
  duplicates: (await findDuplicateNotifications(db, caller, input.timeWindow)).length,
});
