import type { Notification } from '@t1d/contract';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aNotification } from '../../../test/fixtures';
import { answer, reply, stubGateway } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { NotificationsPage } from './NotificationsPage';
import { NotificationsShortcut } from './NotificationsShortcut';

const note = (id: number, is_read = false): Notification => aNotification({ id, is_read });

afterEach(() => vi.unstubAllGlobals());

const dotOf = (link: HTMLElement) => link.closest('.mantine-Indicator-root')?.querySelector('.mantine-Indicator-indicator') ?? null;

describe('the notifications shortcut', () => {
  it('shows a dot and says how many are unread', async () => {
    const sent = stubGateway(() => answer('ParentNotification.getUnreadCount', { unread_count: 1200 }));
    renderWithProviders(<NotificationsShortcut />, { path: '/home' });
    const link = await screen.findByRole('link', { name: 'Notifications, 1,200 unread' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(dotOf(link)).not.toBeNull();
    expect(sent[0]).toMatchObject({ cmd: 'ParentNotification.getUnreadCount' });
  });

  it('has no dot when nothing is unread', async () => {
    stubGateway(() => answer('ParentNotification.getUnreadCount', { unread_count: 0 }));
    renderWithProviders(<NotificationsShortcut />, { path: '/home' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const link = await screen.findByRole('link', { name: 'Notifications' });
    expect(dotOf(link)).toBeNull();
  });

  it('logs a failed count and shows no dot', async () => {
    stubGateway(() => reply(500, { code: 500, msg: 'Internal error' }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<NotificationsShortcut />, { path: '/home' });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to fetch unread count:', expect.anything()));
    expect(dotOf(screen.getByRole('link', { name: 'Notifications' }))).toBeNull();
    error.mockRestore();
  });
});

describe('the notifications page', () => {
  it('marks one read, then all, and reloads the list and the count after each', async () => {
    let list = [note(1), note(2, true), note(3)];
    const sent = stubGateway((body) => {
      if (body.cmd === 'ParentNotification.list') {
        const unread = list.filter((n) => !n.is_read).length;
        return answer(body.cmd, {
          data: list,
          total: list.length,
          page: body.page as number,
          perPage: body.perPage as number,
          unread_count: unread,
        });
      }
      if (body.cmd === 'ParentNotification.markAsRead') {
        const ids = body.notificationIds as number[];
        list = list.map((n) => (ids.includes(n.id) ? { ...n, is_read: true } : n));
        return answer(body.cmd, { updated: ids.length });
      }
      if (body.cmd === 'ParentNotification.countDuplicates') return answer(body.cmd, { duplicates: 0 });
      return answer('ParentNotification.getUnreadCount', { unread_count: 0 });
    });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    const first = await screen.findByRole('listitem', { name: 'Title 1' });
    expect(sent[0]).toMatchObject({ cmd: 'ParentNotification.list', page: 1, perPage: 10 });
    expect(screen.getByRole('status').textContent).toBe('2 unread');
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Title 2' })).queryByText('Unread')).toBeNull();
    // The device's push card comes after the list: it grows once it has checked the device, and must
    // not move the buttons above it as they are tapped.
    const pushCard = screen.getByRole('region', { name: 'Notifications on this device' });
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    expect(markAll.compareDocumentPosition(pushCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByRole('list', { name: 'Notifications' }).compareDocumentPosition(pushCard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Mark as read: Title 1' }));
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Title 1' })).queryByText('Unread')).toBeNull());
    expect(sent.find((body) => body.cmd === 'ParentNotification.markAsRead')).toMatchObject({ notificationIds: [1] });

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('All caught up'));
    // All unread ones, read 100 a page, whatever page they are on.
    expect(sent.filter((body) => body.cmd === 'ParentNotification.markAsRead').at(-1)).toMatchObject({ notificationIds: [3] });
    expect(sent.some((body) => body.cmd === 'ParentNotification.list' && body.perPage === 100)).toBe(true);
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("leaves a red flag's notification unread on 'Mark all as read', says so and leads to the red flags", async () => {
    let list = [aNotification({ id: 1, message_type: 'red_flag', title: 'Red flag: Jun' }), note(2)];
    const sent = stubGateway((body) => {
      if (body.cmd === 'ParentNotification.list') {
        const unread = list.filter((n) => !n.is_read).length;
        return answer(body.cmd, { data: list, total: list.length, page: 1, perPage: body.perPage as number, unread_count: unread });
      }
      if (body.cmd === 'ParentNotification.markAsRead') {
        const ids = body.notificationIds as number[];
        list = list.map((n) => (ids.includes(n.id) ? { ...n, is_read: true } : n));
        return answer(body.cmd, { updated: ids.length });
      }
      if (body.cmd === 'ParentNotification.countDuplicates') return answer(body.cmd, { duplicates: 0 });
      if (body.cmd === 'RedFlagIntervention.getInterventionsForParentAndChildren')
        return answer(body.cmd, { total: 1, all_total: 1, data: [] });
      return answer('ParentNotification.getUnreadCount', { unread_count: 0 });
    });
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    const hint = await screen.findByTestId('red-flags-stay-unread');
    expect(hint.textContent).toBe(
      "'Mark all as read' leaves red flags unread: read each one here, or on the red flags page. Open red flags and interventions",
    );
    expect(within(hint).getByRole('link', { name: 'Open red flags and interventions' }).getAttribute('href')).toBe(
      '/red-flag-and-interventions',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 unread'));
    expect(sent.filter((body) => body.cmd === 'ParentNotification.markAsRead')).toEqual([
      expect.objectContaining({ notificationIds: [2] }),
    ]);
    expect(within(screen.getByRole('listitem', { name: 'Red flag: Jun' })).getByText('Unread')).toBeTruthy();
    expect(screen.getByTestId('red-flags-stay-unread')).toBeTruthy();
    // Only the flag is left: the button has nothing to read.
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before removing, and says so when removing fails', async () => {
    const sent = stubGateway((body) =>
      body.cmd === 'ParentNotification.list'
        ? answer(body.cmd, { data: [note(1)], total: 1, page: 1, perPage: 10, unread_count: 1 })
        : reply(500, { code: 500, msg: 'Internal error' }),
    );
    renderWithProviders(
      <>
        <Notifications />
        <NotificationsPage />
      </>,
      { path: '/notifications' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Title 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this notification?' });
    expect(sent.some((body) => body.cmd === 'ParentNotification.remove')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Failed to delete notification')).toBeTruthy();
    expect(sent.find((body) => body.cmd === 'ParentNotification.remove')).toMatchObject({ notificationId: 1 });
  });

  it('offers to remove duplicates only when there are some, over a day, and says how many went', async () => {
    let duplicates = 2;
    const sent = stubGateway((body) => {
      if (body.cmd === 'ParentNotification.list')
        return answer(body.cmd, { data: [note(1, true)], total: 1, page: 1, perPage: 10, unread_count: 0 });
      if (body.cmd === 'ParentNotification.countDuplicates') return answer(body.cmd, { duplicates });
      if (body.cmd === 'ParentNotification.cleanupDuplicates') {
        duplicates = 0;
        return answer(body.cmd, { removed: 2 });
      }
      return answer('ParentNotification.getUnreadCount', { unread_count: 0 });
    });
    renderWithProviders(
      <>
        <Notifications />
        <NotificationsPage />
      </>,
      { path: '/notifications' },
    );
    const remove = await screen.findByRole('button', { name: 'Remove 2 duplicates' });
    expect(screen.getByText('The same notification repeated within a day: the oldest one stays.')).toBeTruthy();
    fireEvent.click(remove);
    expect(await screen.findByText('Removed 2 duplicate notifications')).toBeTruthy();
    // Nothing left to remove: the button goes, what it did stays written.
    await waitFor(() => expect(screen.queryByRole('button', { name: /duplicate/ })).toBeNull());
    expect(screen.getByText('Removed 2 duplicate notifications')).toBeTruthy();
    expect(sent.find((body) => body.cmd === 'ParentNotification.cleanupDuplicates')).toMatchObject({ timeWindow: 86_400 });
    expect(sent.find((body) => body.cmd === 'ParentNotification.countDuplicates')).toMatchObject({ timeWindow: 86_400 });
  });

  it('shows no duplicate button to a parent with no repeats', async () => {
    stubGateway((body) =>
      body.cmd === 'ParentNotification.list'
        ? answer(body.cmd, { data: [note(1, true)], total: 1, page: 1, perPage: 10, unread_count: 0 })
        : answer('ParentNotification.countDuplicates', { duplicates: 0 }),
    );
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    await screen.findByRole('listitem', { name: 'Title 1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /duplicate/ })).toBeNull());
  });

  it('has an empty state, and the fixed words when the list cannot be fetched', async () => {
    stubGateway((body) =>
      answer('ParentNotification.list', { data: [], total: 0, page: body.page as number, perPage: 10, unread_count: 0 }),
    );
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText(/^No notifications yet/)).toBeTruthy();
    vi.unstubAllGlobals();

    stubGateway(() => reply(500, { code: 500, msg: 'Internal error' }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<NotificationsPage />, { path: '/notifications' });
    expect(await screen.findByText('Failed to fetch notifications')).toBeTruthy();
    error.mockRestore();
  });
});
