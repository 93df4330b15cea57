import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopReadingAhead } from '../lastDashboard/lastDashboard';
import { sendDashboardReads, takeReadAhead } from '../lastDashboard/readAhead';
import { reloadSession, TOKEN_KEY } from '../session/storage';
import { cacheAnswersReadAhead } from './readAheadAnswers';

const ok = (data: unknown) => ({ status: 200, body: { code: 200, msg: 'success', data } });
const unreadCount = { cmd: 'ParentNotification.getUnreadCount' };
const coins = { cmd: 'ParentCoinsHandler.get_family_coins_logs', page: 1, per_page: 20 };
const workflow = { cmd: 'DiabetsApprovalForm.getWorkflowStatus' };
const refused = { status: 404, body: { code: 404, msg: 'Not found', reason: 'not_found' } };

/** The painted start's reads, answered by the server: coins refused, the workflow's query makes its own data. */
async function readAheadAnswered() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ results: [ok({ unread_count: 4 }), refused, ok(null)] })))),
  );
  const calls = [
    { call: unreadCount, asData: true },
    { call: coins, asData: true },
    { call: workflow, asData: false },
  ];
  sendDashboardReads(window, 'session-token', { locale: 'en', calls }, Date.now());
  // The answers' promise chains run before the next task.
  await new Promise((resolve) => setTimeout(resolve));
}

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, 'session-token');
  reloadSession();
});
afterEach(() => {
  stopReadingAhead(window);
  localStorage.clear();
  reloadSession();
});

describe('the answers read ahead, before the first draw', () => {
  it('puts each successful answer in the cache as its query’s data, from when it came, and leaves the others to the transport', async () => {
    const before = Date.now();
    await readAheadAnswered();
    const client = new QueryClient();
    cacheAnswersReadAhead(client);
    expect(client.getQueryData(['ParentNotification.getUnreadCount', {}])).toEqual({ unread_count: 4 });
    const answeredAt = client.getQueryState(['ParentNotification.getUnreadCount', {}])?.dataUpdatedAt ?? 0;
    expect(answeredAt).toBeGreaterThanOrEqual(before);
    expect(answeredAt).toBeLessThanOrEqual(Date.now());
    // The refusal and the workflow's answer are the transport's to give, through each query's own function.
    expect(client.getQueryData(['ParentCoinsHandler.get_family_coins_logs', { page: 1, per_page: 20 }])).toBeUndefined();
    expect(client.getQueryData(['DiabetsApprovalForm.getWorkflowStatus', {}])).toBeUndefined();
    await expect(takeReadAhead(window, coins, 'session-token', 'en', Date.now())).resolves.toEqual(refused);
    await expect(takeReadAhead(window, workflow, 'session-token', 'en', Date.now())).resolves.toEqual(ok(null));
    expect(takeReadAhead(window, unreadCount, 'session-token', 'en', Date.now())).toBeNull();
  });

  it('puts nothing in the cache of another session', async () => {
    await readAheadAnswered();
    localStorage.setItem(TOKEN_KEY, 'another-session');
    reloadSession();
    const client = new QueryClient();
    cacheAnswersReadAhead(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
