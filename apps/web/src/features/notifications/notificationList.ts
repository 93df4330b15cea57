import type { Notification } from '@t1d/contract';
import { isNetworkError } from '../../shared/api/errors';

/** Notifications are read 10 a page, and the unread count is polled every 30 s. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const UNREAD_POLL_MS = 30_000;
/** Repeats within a day count as duplicates. */
export const DUPLICATE_WINDOW_S = 86_400;
/** The contract's largest list page and largest batch of ids for one markAsRead. */
export const BATCH_SIZE = 100;
/** A ceiling on the walk through the list, so a server that never ends cannot keep us walking. */
const MAX_PAGES = 50;

/**
 * Unread notifications as the dashboard's dot shows them: none while loading and after the server
 * refused the count. A count that could not reach the server (offline) keeps the last one known, saved
 * on the device with the other answers, as every card does.
 */
export function dotCount(count: { data?: { unread_count: number }; isError: boolean; error: unknown }): number {
  if (count.isError && !isNetworkError(count.error)) return 0;
  return count.data?.unread_count ?? 0;
}

/**
 * Whether 'Mark all as read' reads this one. A red flag's notification is read with its flag (the
 * server reads both, ADR 0008), and a bulk read is not a parent seeing each flag: it would move a flag
 * nobody opened to seen, hush the reminder to the other parents and take the dashboard's banner away
 * (ADR 0064). Those are read one at a time, or with their flag on the red-flag page.
 */
export function readInBulk(notification: Notification): boolean {
  return notification.message_type !== 'red_flag';
}

/** How many unread red flags' notifications the list shows: 'Mark all as read' leaves them unread. */
export function unreadRedFlagsIn(list: readonly Notification[]): number {
  return list.filter((notification) => !notification.is_read && !readInBulk(notification)).length;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

interface ListPage {
  data: Notification[];
  total: number;
  unread_count: number;
}

/**
 * The ids 'Mark all as read' reads: every unread notification but red flags' (readInBulk). The
 * contract marks listed ids only, and the unread ones may sit on any page. Walks the list BATCH_SIZE
 * at a time and stops as soon as it has found as many unread ones as the server counts, or the list ends.
 */
export async function collectUnreadIds(readPage: (page: number) => Promise<ListPage>): Promise<number[]> {
  const unread = new Map<number, Notification>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await readPage(page);
    for (const notification of answer.data) if (!notification.is_read) unread.set(notification.id, notification);
    if (unread.size >= answer.unread_count || answer.data.length === 0 || page * BATCH_SIZE >= answer.total) break;
  }
  return [...unread.values()].filter(readInBulk).map((notification) => notification.id);
}
