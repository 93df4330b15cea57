import type { Task } from '@t1d/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadSession, TOKEN_KEY, USER_KEY } from '../../../shared/session/storage';
import { renderWithProviders } from '../../../test/render';
import { TaskList } from './TaskList';

const task = (id: number, name: string, type: Task['type'], status: Task['status'] = 0): Task => ({
  id,
  task_instance_id: id,
  task_id: id,
  name,
  desc: '',
  type,
  content: type === '1' ? 'https://example.org/read' : '',
  status,
  coin_amount: 20,
  goal_category: '1',
  loop_type: 0,
  start_time: null,
  end_time: null,
  expires_at: null,
  expired: false,
  complete: status === 2,
  completed_at: null,
  family_task: false,
});

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { code: 200, msg: 'success', data } : { code: status, msg: 'Internal error' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stubGateway(list: Task[] | null) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push(body);
      if (body.cmd === 'GmsInfluenceApi.getParentTasks') return Promise.resolve(list ? json({ list }) : json(null, 500));
      const done = list?.find((entry) => entry.id === body.task_instance_id);
      return Promise.resolve(json({ ...done, status: 2, complete: true, coins_awarded: 20 }));
    }),
  );
  return sent;
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
  it('shows open tasks only, newest first, and completes a website task after opening it in a new tab', async () => {
    const sent = stubGateway([task(1, 'Old read', '1'), task(2, 'Done one', '4', 2), task(3, 'New read', '1')]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<TaskList />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['New read', 'Old read']);
    expect(sent[0]).toMatchObject({ cmd: 'GmsInfluenceApi.getParentTasks', parent_code: 'P-ABC' });

    fireEvent.click(screen.getByRole('button', { name: 'Visit website: New read' }));
    expect(open).toHaveBeenCalledWith('https://example.org/read', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(sent.some((body) => body.cmd === 'GmsInfluenceApi.completeTask' && body.task_instance_id === 3)).toBe(true));
    expect(await screen.findByText('You earned 20 coins!')).toBeTruthy();
  });

  it('says there is nothing left, or that loading failed', async () => {
    stubGateway([task(2, 'Done one', '4', 2)]);
    const { unmount } = renderWithProviders(<TaskList />);
    expect(await screen.findByText('No more task now')).toBeTruthy();
    unmount();
    stubGateway(null);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<TaskList />);
    expect(await screen.findByText('get tasks failed')).toBeTruthy();
  });
});
