import type { RedFlag } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { aRedFlag } from '../../test/fixtures';
import { readCheckbox, unreadFlagMissingFrom, withFlagsRead } from './redFlagList';

const flag = (id: number, is_read = false): RedFlag =>
  aRedFlag({ id, is_read, reason: 'Jun has not played for 4 days.', intervention: 'Ask Jun how the game feels.' });

describe('the Mark as read box', () => {
  it('is ticked and locked once read, or while the call that reads it runs', () => {
    expect(readCheckbox(false, 'idle')).toEqual({ checked: false, disabled: false });
    expect(readCheckbox(false, 'pending')).toEqual({ checked: true, disabled: true });
    expect(readCheckbox(false, 'success')).toEqual({ checked: true, disabled: true });
    expect(readCheckbox(true, 'idle')).toEqual({ checked: true, disabled: true });
  });

  it('only a failed call gives it back unticked', () => {
    expect(readCheckbox(false, 'error')).toEqual({ checked: false, disabled: false });
    // A flag the server already reads as read never unticks, whatever happened here.
    expect(readCheckbox(true, 'error')).toEqual({ checked: true, disabled: true });
  });
});

describe('a cached page after marking', () => {
  it('shows the flags read and lowers the unread total by what the server changed', () => {
    const page = { total: 3, all_total: 5, data: [flag(1), flag(2), flag(3, true)] };
    const read = withFlagsRead(page, [1], 1, 1_900_000_000);
    expect(read).toMatchObject({ total: 2, all_total: 5 });
    expect(read.data.map((each) => each.is_read)).toEqual([true, false, true]);
    expect(read.data.slice(1)).toEqual(page.data.slice(1));
    expect(withFlagsRead(page, [3], 0, 1_900_000_000).total).toBe(3);
    expect(withFlagsRead({ ...page, total: 0 }, [1], 1, 1_900_000_000).total).toBe(0);
  });

  it('shows the reading as the server records it: a new flag is seen, by this parent, now', () => {
    const read = withFlagsRead({ total: 1, all_total: 1, data: [flag(1)] }, [1], 1, 1_900_000_000).data[0]!;
    expect(read.state).toBe('seen');
    expect(read.steps.at(-1)).toEqual({ kind: 'seen', by: null, by_me: true, at: 1_900_000_000, tried: [], note: '' });
    // Someone on it already: the state stays theirs.
    const owned = aRedFlag({ id: 2, state: 'on_it', owner: 'Wei' });
    expect(withFlagsRead({ total: 1, all_total: 1, data: [owned] }, [2], 1, 1_900_000_000).data[0]!.state).toBe('on_it');
  });
});

describe('the red-flag page kept on the device for offline', () => {
  const at = (id: number, created_at: number, is_read = false) => aRedFlag({ id, created_at, is_read });
  const card = (newest: RedFlag, total = 1) => ({ total, all_total: 9, data: [newest] });
  const kept = (...flags: RedFlag[]) => ({ total: 0, all_total: flags.length, data: flags });

  it('is asked when nothing is kept, or the kept page predates the newest unread flag', () => {
    const unread = card(at(7, 2_000));
    expect(unreadFlagMissingFrom(undefined, unread)).toBe(true);
    expect(unreadFlagMissingFrom(kept(), unread)).toBe(true);
    expect(unreadFlagMissingFrom(kept(at(5, 1_000), at(4, 900)), unread)).toBe(true);
  });

  it('is asked again when it holds the flag as read: the flag was reopened since', () => {
    expect(unreadFlagMissingFrom(kept(at(7, 2_000, true)), card(at(7, 2_000)))).toBe(true);
  });

  it('is kept as it is when it holds the flag unread, or only flags newer than it', () => {
    expect(unreadFlagMissingFrom(kept(at(8, 3_000, true), at(7, 2_000)), card(at(7, 2_000)))).toBe(false);
    expect(unreadFlagMissingFrom(kept(at(9, 3_000, true), at(8, 2_500, true)), card(at(7, 2_000)))).toBe(false);
  });

  it('is not asked while the parent has no unread flag', () => {
    expect(unreadFlagMissingFrom(undefined, { total: 0, all_total: 3, data: [] })).toBe(false);
    expect(unreadFlagMissingFrom(undefined, card(at(7, 2_000, true), 0))).toBe(false);
  });
});
