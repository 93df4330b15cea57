import type { Notification } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { aNotification } from '../../test/fixtures';
import { ApiError } from '../../shared/api/errors';
import { BATCH_SIZE, chunk, collectUnreadIds, dotCount, unreadRedFlagsIn } from './notificationList';

const note = (id: number, is_read: boolean): Notification => aNotification({ id, is_read });

describe('the unread dot', () => {
  it('counts what the server counts, and nothing while loading or after the server refused', () => {
    expect(dotCount({ data: { unread_count: 3 }, isError: false, error: null })).toBe(3);
    expect(dotCount({ data: undefined, isError: false, error: null })).toBe(0);
    // A refused poll after a good one keeps the old data; still no dot.
    expect(
      dotCount({ data: { unread_count: 3 }, isError: true, error: new ApiError({ kind: 'http', status: 500, msg: 'Internal error' }) }),
    ).toBe(0);
  });

  it('offline, keeps the count it last knew (saved on the device)', () => {
    const offline = new ApiError({ kind: 'network' });
    expect(dotCount({ data: { unread_count: 3 }, isError: true, error: offline })).toBe(3);
    expect(dotCount({ data: undefined, isError: true, error: offline })).toBe(0);
  });
});

describe('mark all as read', () => {
  it('cuts the ids into batches the contract accepts', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 100)).toEqual([]);
  });

  it('walks the list until it has every unread one, and no further', async () => {
    const all = Array.from({ length: 250 }, (_, index) => note(index + 1, index % 50 !== 0));
    const unread = all.filter((n) => !n.is_read).map((n) => n.id);
    const asked: number[] = [];
    const readPage = (page: number) => {
      asked.push(page);
      const data = all.slice((page - 1) * BATCH_SIZE, page * BATCH_SIZE);
      return Promise.resolve({ data, total: all.length, unread_count: unread.length });
    };
    expect(await collectUnreadIds(readPage)).toEqual(unread);
    // Ids 1, 51, 101, 151, 201 are unread: the last sits on page 3.
    expect(asked).toEqual([1, 2, 3]);
  });

  it('leaves red flags unread: each is read on its own, or with its flag (ADR 0064)', async () => {
    const flag = (id: number, is_read: boolean) => aNotification({ id, is_read, message_type: 'red_flag' });
    const all = [note(1, false), flag(2, false), note(3, true), flag(4, true), note(5, false)];
    const asked: number[] = [];
    const ids = await collectUnreadIds((page) => {
      asked.push(page);
      return Promise.resolve({ data: page === 1 ? all : [], total: all.length, unread_count: 3 });
    });
    // The flag counts among the unread ones found: the walk stops at page 1 all the same.
    expect(ids).toEqual([1, 5]);
    expect(asked).toEqual([1]);
    expect(unreadRedFlagsIn(all)).toBe(1);
    expect(unreadRedFlagsIn([note(1, false), flag(4, true)])).toBe(0);
  });

  it('stops at the end of the list even if the count promised more', async () => {
    const asked: number[] = [];
    const ids = await collectUnreadIds((page) => {
      asked.push(page);
      return Promise.resolve({ data: page === 1 ? [note(1, false)] : [], total: 1, unread_count: 2 });
    });
    expect(ids).toEqual([1]);
    expect(asked).toEqual([1]);
  });
});
