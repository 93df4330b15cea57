import type { RedFlag } from '@t1d/contract';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRedFlag } from '../../../test/fixtures';
import { answer, refuse, reply, stubGateway } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { appGlobal } from '../../../test/emergency';
import { RedFlagsPage } from './RedFlagsPage';
import { RedFlagsSection } from './RedFlagsSection';
import { UnreadRedFlagBanner } from './UnreadRedFlagBanner';

const listCmd = 'RedFlagIntervention.getInterventionsForParentAndChildren';
const markCmd = 'RedFlagIntervention.markInterventionsAsRead';

const flag = (id: number, is_read = false): RedFlag => aRedFlag({ id, is_read });

afterEach(() => vi.unstubAllGlobals());

describe('the Mark as read box', () => {
  it('reads the flag, then stays ticked and locked: it cannot be unticked', async () => {
    let release: () => void = () => {};
    const sent = stubGateway((body) => {
      if (body.cmd === listCmd) return answer(listCmd, { total: 2, all_total: 3, data: [flag(1), flag(2), flag(3, true)] });
      if (body.cmd === 'GmsParent.getAppData') return answer(body.cmd, appGlobal());
      return new Promise((resolve) => (release = () => resolve(answer(markCmd, { updated: 1 }))));
    });
    renderWithProviders(<RedFlagsPage />, { path: '/red-flag-and-interventions' });
    // The flags, not the steps listed inside each.
    const items = within(await screen.findByRole('list', { name: 'Red flags' }))
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-labelledby'));
    expect(screen.getByText('2 unread of 3')).toBeTruthy();
    const box = within(items[0]!).getByRole('checkbox', { name: 'Mark as read' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    // A flag read before is ticked and locked from the start.
    const readBox = within(items[2]!).getByRole('checkbox', { name: 'Mark as read' }) as HTMLInputElement;
    expect([readBox.checked, readBox.disabled]).toEqual([true, true]);

    fireEvent.click(box);
    // Ticked and locked at once, while the call is on its way.
    await waitFor(() => expect([box.checked, box.disabled]).toEqual([true, true]));
    expect(sent.filter((body) => body.cmd === markCmd)).toEqual([expect.objectContaining({ interventionIds: [1] })]);
    release();
    await waitFor(() => expect(screen.getByText('1 unread of 3')).toBeTruthy());
    expect([box.checked, box.disabled]).toEqual([true, true]);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(sent.filter((body) => body.cmd === markCmd)).toHaveLength(1);
    expect(within(items[0]!).queryByText('Unread')).toBeNull();
  });

  it('comes back unticked, and says so, when marking fails', async () => {
    stubGateway((body) =>
      body.cmd === listCmd
        ? answer(listCmd, { total: 1, all_total: 1, data: [flag(1)] })
        : reply(500, { code: 500, msg: 'Internal error' }),
    );
    renderWithProviders(
      <>
        <Notifications />
        <RedFlagsSection />
      </>,
      { path: '/home' },
    );
    const box = (await screen.findByRole('checkbox', { name: 'Mark as read' })) as HTMLInputElement;
    fireEvent.click(box);
    expect(await screen.findByText('Failed to mark interventions as read')).toBeTruthy();
    expect([box.checked, box.disabled]).toEqual([false, false]);
  });
});

describe('the dashboard card', () => {
  it('asks for the newest unread flag and shows it with the counts and the way to all of them', async () => {
    const sent = stubGateway(() => answer(listCmd, { total: 3, all_total: 1234, data: [flag(7)] }));
    renderWithProviders(<RedFlagsSection />, { path: '/home' });
    const card = await screen.findByRole('region', { name: 'Red flags' });
    expect(card.id).toBe('red-flags-section');
    expect(await within(card).findByText('Reason 7')).toBeTruthy();
    expect(within(card).getByText('Jun')).toBeTruthy();
    expect(within(card).getByText('3 unread of 1,234')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See all red flags and interventions' }).getAttribute('href')).toBe(
      '/red-flag-and-interventions',
    );
    expect(sent[0]).toMatchObject({ cmd: listCmd, page: 1, per_page: 1, unread_only: true });
  });

  /** A family with flags 7 and 8 unread, newest first; the server reads what it is told to. */
  function twoUnread() {
    const read = new Set<number>();
    return stubGateway((body) => {
      if (body.cmd === markCmd) {
        (body.interventionIds as number[]).forEach((id) => read.add(id));
        return answer(markCmd, { updated: 1 });
      }
      if (body.cmd === 'GmsParent.getAppData') return answer(body.cmd, appGlobal());
      const flags = [flag(7, read.has(7)), flag(8, read.has(8))];
      const unread = flags.filter((x) => !x.is_read);
      return answer(listCmd, {
        total: unread.length,
        all_total: 2,
        data: body.unread_only ? unread.slice(0, body.per_page as number) : flags,
      });
    });
  }

  it('moves on to the next unread flag once the parent reads this one on the card, and the banner with it', async () => {
    twoUnread();
    renderWithProviders(
      <>
        <UnreadRedFlagBanner />
        <RedFlagsSection />
      </>,
      { path: '/home' },
    );
    const card = await screen.findByRole('region', { name: 'Red flags' });
    const banner = await screen.findByTestId('unread-red-flag-banner');
    expect(within(banner).getByText('Reason 7')).toBeTruthy();
    fireEvent.click(await within(card).findByRole('checkbox', { name: 'Mark as read' }));

    expect(await within(card).findByText('Reason 8')).toBeTruthy();
    expect(within(card).queryByText('Reason 7')).toBeNull();
    expect(within(card).getByText('1 unread of 2')).toBeTruthy();
    expect((within(card).getByRole('checkbox', { name: 'Mark as read' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(within(screen.getByTestId('unread-red-flag-banner')).getByText('Reason 8')).toBeTruthy());

    fireEvent.click(within(card).getByRole('checkbox', { name: 'Mark as read' }));
    expect(await within(card).findByText('No unread red flags found.')).toBeTruthy();
    expect(within(card).getByText('0 unread of 2')).toBeTruthy();
    expect(screen.queryByTestId('unread-red-flag-banner')).toBeNull();
  });

  it('follows a flag read on the red flag page, without being opened again', async () => {
    twoUnread();
    renderWithProviders(
      <>
        <RedFlagsSection />
        <RedFlagsPage />
      </>,
      { path: '/home' },
    );
    const card = await screen.findByRole('region', { name: 'Red flags' });
    expect(await within(card).findByText('Reason 7')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Red flags' });
    fireEvent.click(within(list).getAllByRole('checkbox', { name: 'Mark as read' })[0]!);

    expect(await within(card).findByText('Reason 8')).toBeTruthy();
    expect(within(card).queryByText('Reason 7')).toBeNull();
  });

  it('after a failed load, logs it and shows 0 counts', async () => {
    stubGateway(() => refuse('unknown_command', { msg: 'Unknown command: x' }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RedFlagsSection />, { path: '/home' });
    expect(await screen.findByText('0 unread of 0')).toBeTruthy();
    expect(screen.getByText('No unread red flags found.')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Failed to fetch red flag interventions:', expect.anything());
    error.mockRestore();
  });
});

describe('the red flag page', () => {
  it('says there is nothing unread, and still lists the flags already read', async () => {
    stubGateway(() => answer(listCmd, { total: 0, all_total: 1, data: [flag(4, true)] }));
    renderWithProviders(<RedFlagsPage />, { path: '/red-flag-and-interventions' });
    expect(await screen.findByText('No unread red flags found.')).toBeTruthy();
    expect(screen.getByText('Intervention 4')).toBeTruthy();
  });

  it('says so when the list cannot be fetched', async () => {
    stubGateway(() => reply(500, { code: 500, msg: 'Internal error' }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RedFlagsPage />, { path: '/red-flag-and-interventions' });
    expect(await screen.findByText('Failed to fetch red flag interventions')).toBeTruthy();
    error.mockRestore();
  });
});
