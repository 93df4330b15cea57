import * as z from 'zod/mini';
import { command } from '../define.js';
import { epochSeconds, id } from '../fields.js';

export const notificationType = z.enum(['family', 'coins', 'tokens', 'red_flag', 'consultation']);
export type NotificationType = z.infer<typeof notificationType>;

export const notification = z.object({
  id,
  /** Written in the reader's language at the time of reading. */
  title: z.string(),
  body: z.string(),
  message_type: notificationType,
  created_at: epochSeconds,
  is_read: z.boolean(),
});
export type Notification = z.infer<typeof notification>;

const duplicateWindow = z._default(z.number().check(z.int(), z.minimum(1), z.maximum(365 * 86400)), 86400);

const idList = z.array(id).check(z.minLength(1, { error: 'Choose at least one notification' }), z.maxLength(100));

export const parentNotification = {
  'ParentNotification.list': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({
      page: z._default(z.number().check(z.int(), z.minimum(1)), 1),
      perPage: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
      messageType: z.optional(notificationType),
    }),
    output: z.object({
      data: z.array(notification),
      total: z.number().check(z.int(), z.nonnegative()),
      page: z.number().check(z.int()),
      perPage: z.number().check(z.int()),
      unread_count: z.number().check(z.int(), z.nonnegative()),
    }),
  }),
  'ParentNotification.getUnreadCount': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({}),
    output: z.object({ unread_count: z.number().check(z.int(), z.nonnegative()) }),
  }),
  /** Unread → read only; reading again changes nothing. */
  'ParentNotification.markAsRead': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ notificationIds: idList }),
    output: z.object({ updated: z.number().check(z.int(), z.nonnegative()) }),
  }),
  'ParentNotification.remove': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ notificationId: id }),
    output: z.object({ removed: z.number().check(z.int(), z.nonnegative()) }),
  }),
  /** Removes repeats of the same kind and content inside the window (seconds), keeping the oldest. */
  'ParentNotification.cleanupDuplicates': command({
    access: 'parent',
    effect: 'write',
    envelope: 'standard',
    input: z.object({ timeWindow: duplicateWindow }),
    output: z.object({ removed: z.number().check(z.int(), z.nonnegative()) }),
  }),
  /** How many notifications cleanupDuplicates would remove with the same window: 'Remove duplicates' shows only when some. */
  'ParentNotification.countDuplicates': command({
    access: 'parent',
    effect: 'read',
    envelope: 'standard',
    input: z.object({ timeWindow: duplicateWindow }),
    output: z.object({ duplicates: z.number().check(z.int(), z.nonnegative()) }),
  }),
};
