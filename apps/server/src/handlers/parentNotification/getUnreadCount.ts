import type { Handler } from '../../gateway/context.js';
import { unreadCount } from './list.js';

export const getUnreadCount: Handler<'ParentNotification.getUnreadCount'> = async (_input, { db, caller }) =>
  unreadCount(db, caller.userId);
