import type { Task } from '@t1d/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession, TOKEN_KEY, USER_KEY } from '../../../shared/session/storage';
import { aTask } from '../../../test/fixtures';
import { answer, reply, stubGateway } from '../../../test/gateway';
import { renderWithProviders } from '../../../test/render';
import { TaskList } from './TaskList';

const task = (id: number, name: string, type: Task['type'], status: Task['status'] = 0): Task =>
  aTask({ id, name, type, status, content: type === '1' ? 'https://example.org/read' : '', coin_amount: 20 });

/**
 * The parent's tasks (null: the list fails to load); completing one answers it done, with 20 coins
 * unless `paid` says what the family's daily cap let it pay.
 */
function stubTasks(list: Task[] | null, paid = { coins_awarded: 20, coins_held_back: 0 }, answered: Promise<unknown> = Promise.resolve()) {
  return stubGateway(async (body) => {
    if (body.cmd === 'GmsInfluenceApi.getParentTasks')
      return list ? answer(body.cmd, { list }) : reply(500, { code: 500, msg: 'Internal error' });
    const done = list?.find((entry) => entry.id === body.task_instance_id);
    if (!done || body.cmd !== 'GmsInfluenceApi.completeTask') throw new Error(`Unscripted command: ${body.cmd}`);
    await answered;
    return answer(body.cmd, { ...done, status: 2, complete: true, ...paid });
  });
}

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'token');
  localStorage.setItem(USER_KEY, JSON.stringify({ user_id: 1, p_code: 'P-ABC' }));
  reloadSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the task list', () => {
  it('shows open tasks only, newest first, and pays a website task when the parent comes back from its page', async () => {
    const sent = stubTasks([task(1, 'Old read', '1'), task(2, 'Done one', '4', 2), task(3, 'New read', '1')]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const now = vi.spyOn(Date, 'now');
    const start = Date.now();
    now.mockReturnValue(start);
    renderWithProviders(<TaskList />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['New read', 'Old read']);
    expect(sent[0]).toMatchObject({ cmd: 'GmsInfluenceApi.getParentTasks', parent_code: 'P-ABC' });

    fireEvent.click(screen.getByRole('button', { name: 'Visit website: New read' }));
    expect(open).toHaveBeenCalledWith('https://example.org/read', '_blank', 'noopener,noreferrer');
    expect(await screen.findByText('Read it, then come back here: your coins are added when you return.')).toBeTruthy();
    // Away on the page: nothing is paid the moment the tab opens.
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    const completed = () => sent.some((body) => body.cmd === 'GmsInfluenceApi.completeTask' && body.task_instance_id === 3);
    expect(completed()).toBe(false);
    // Back a minute later: the coins come.
    now.mockReturnValue(start + 60_000);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(completed()).toBe(true));
    expect(await screen.findByText('You earned 20 coins!')).toBeTruthy();
  });

  it('says when the family’s daily cap held back some of a family task’s coins', async () => {
    stubTasks([{ ...task(4, 'Tidy the kit', '4'), coin_amount: 100, family_task: true }], { coins_awarded: 30, coins_held_back: 70 });
    renderWithProviders(<TaskList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: Tidy the kit' }));
    expect(await screen.findByText('You earned 30 coins!')).toBeTruthy();
    expect(
      await screen.findByText(
        'Done! Your family’s own tasks have reached today’s limit of coins, so this one paid 30 of its 100 coins. They pay again tomorrow.',
      ),
    ).toBeTruthy();
  });

  it('opens the coin overlay at the tap, counting, and shows the figure the server paid', async () => {
    let serverAnswers = () => {};
    stubTasks([task(5, 'Check the kit', '4')], undefined, new Promise<void>((resolve) => (serverAnswers = resolve)));
    renderWithProviders(<TaskList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: Check the kit' }));
    // At once, before any answer: the coin, no figure yet.
    expect(screen.getByRole('status').textContent).toContain('Adding your coins…');
    expect(screen.queryByText(/You earned/)).toBeNull();
    serverAnswers();
    expect(await screen.findByText('You earned 20 coins!')).toBeTruthy();
    expect(screen.queryByText('Adding your coins…')).toBeNull();
  });

  it('closes the counting overlay when nothing was paid, and does not reopen it once the parent closed it', async () => {
    stubTasks([task(6, 'Done elsewhere', '4')], { coins_awarded: 0, coins_held_back: 0 });
    const { unmount } = renderWithProviders(<TaskList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as done: Done elsewhere' }));
    expect(screen.getByText('Adding your coins…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    unmount();

    let serverAnswers = () => {};
    stubTasks([task(7, 'Closed early', '4')], undefined, new Promise<void>((resolve) => (serverAnswers = resolve)));
    renderWithProviders(<TaskList />);
    const markDone = await screen.findByRole('button', { name: 'Mark as done: Closed early' });
    fireEvent.click(markDone);
    await waitFor(() => expect(markDone.hasAttribute('data-loading')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Adding your coins…')).toBeNull();
    serverAnswers();
    // The answer is in once the button is no longer busy: the overlay stays closed.
    await waitFor(() => expect(markDone.hasAttribute('data-loading')).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says there is nothing left, or that loading failed', async () => {
    stubTasks([task(2, 'Done one', '4', 2)]);
    const { unmount } = renderWithProviders(<TaskList />);
    expect(await screen.findByText('No more task now')).toBeTruthy();
    unmount();
    stubTasks(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<TaskList />);
    expect(await screen.findByText('get tasks failed')).toBeTruthy();
  });
});
