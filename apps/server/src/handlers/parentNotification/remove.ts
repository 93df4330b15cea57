import type { Handler } from '../../gateway/context.js';
import { removeNotification } from '../../notifications/readState.js';

export const remove: Handler<'ParentNotification.remove'> = (input, { db, caller }) => removeNotification(db, caller, input.notificationId);
