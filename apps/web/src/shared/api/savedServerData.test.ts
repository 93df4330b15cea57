import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalSession, SAVED_DATA_KEY } from '../session/storage';
import { keepServerData, restoreServerData } from './savedServerData';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const key = ['ParentCoinsHandler.getTotal', {}];
/** An answer's time a few minutes before the test runs. */
const answeredAt = () => Date.now() - 5 * 60_000;

describe('server data kept for offline use', () => {
  it('saves answers a second after they change, and restores them with their time', () => {
    const first = new QueryClient();
    const stop = keepServerData(first);
    const at = answeredAt();
    first.setQueryData(key, { total: 1234 }, { updatedAt: at });
    expect(localStorage.getItem(SAVED_DATA_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    stop();

    const next = new QueryClient();
    expect(restoreServerData(next)).toBe(at);
    expect(next.getQueryData(key)).toEqual({ total: 1234 });
  });

  it('saves at once when the page goes away, so a reload restores the answer last shown', () => {
    const client = new QueryClient();
    const stop = keepServerData(client);
    client.setQueryData(key, { total: 1 });
    vi.advanceTimersByTime(1000);
    client.setQueryData(key, { total: 2 });
    window.dispatchEvent(new Event('pagehide'));
    stop();

    const next = new QueryClient();
    restoreServerData(next);
    expect(next.getQueryData(key)).toEqual({ total: 2 });
  });

  it('keeps an answer whose refetch failed since, as the answer it was, so the next start shows it again', async () => {
    const client = new QueryClient();
    keepServerData(client);
    const at = answeredAt();
    client.setQueryData(key, { total: 26 }, { updatedAt: at });
    vi.advanceTimersByTime(1000);
    // Offline, or a refusal: the cache keeps the answer beside the failure.
    const offline = client.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('Failed to fetch')), retry: false });
    await expect(offline).rejects.toThrow('Failed to fetch');
    expect(client.getQueryState(key)?.status).toBe('error');
    vi.advanceTimersByTime(1000);

    const next = new QueryClient();
    expect(restoreServerData(next)).toBe(at);
    expect(next.getQueryData(key)).toEqual({ total: 26 });
    expect(next.getQueryState(key)).toMatchObject({ status: 'success', error: null, dataUpdatedAt: at });
  });

  it('drops each answer a week after it came, and keeps the younger ones', () => {
    const now = Date.now();
    const client = new QueryClient();
    keepServerData(client);
    const older = ['ParentTokensHandler.get_balance', {}];
    client.setQueryData(older, { total_tokens: 1 }, { updatedAt: now - 6 * 24 * 3600 * 1000 });
    client.setQueryData(['FitnessGoalApi.getCategories', {}], [], { updatedAt: now - 8 * 24 * 3600 * 1000 });
    client.setQueryData(key, { total: 2 }, { updatedAt: now });
    vi.advanceTimersByTime(1000);
    const saved = JSON.parse(localStorage.getItem(SAVED_DATA_KEY)!) as { state: { queries: { queryKey: unknown }[] } };
    expect(saved.state.queries.map((query) => query.queryKey)).toEqual([older, key]);

    const twoDaysLater = new QueryClient();
    expect(restoreServerData(twoDaysLater, localStorage, now + 2 * 24 * 3600 * 1000)).toBe(now);
    expect(twoDaysLater.getQueryData(older)).toBeUndefined();
    expect(twoDaysLater.getQueryData(key)).toEqual({ total: 2 });
  });

  it('drops what another version or a week ago saved', () => {
    const client = new QueryClient();
    keepServerData(client);
    client.setQueryData(key, { total: 1 });
    vi.advanceTimersByTime(1000);
    const saved = JSON.parse(localStorage.getItem(SAVED_DATA_KEY)!);

    localStorage.setItem(SAVED_DATA_KEY, JSON.stringify({ ...saved, version: 'older' }));
    expect(restoreServerData(new QueryClient())).toBeNull();
    expect(localStorage.getItem(SAVED_DATA_KEY)).toBeNull();

    localStorage.setItem(SAVED_DATA_KEY, JSON.stringify(saved));
    expect(restoreServerData(new QueryClient(), localStorage, saved.savedAt + 8 * 24 * 3600 * 1000)).toBeNull();
    localStorage.setItem(SAVED_DATA_KEY, '{broken');
    expect(restoreServerData(new QueryClient())).toBeNull();
  });

  it('forgets them with the session, and when the cache is cleared', () => {
    const client = new QueryClient();
    keepServerData(client);
    client.setQueryData(key, { total: 1 });
    vi.advanceTimersByTime(1000);
    clearLocalSession();
    expect(localStorage.getItem(SAVED_DATA_KEY)).toBeNull();

    client.setQueryData(key, { total: 2 });
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(SAVED_DATA_KEY)).not.toBeNull();
    client.clear();
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(SAVED_DATA_KEY)).toBeNull();
  });
});

describe('restored answers', () => {
  it('are shown but count as stale, so the first screen to use them fetches them again', () => {
    const first = new QueryClient();
    keepServerData(first);
    first.setQueryData(key, { total: 5 });
    vi.advanceTimersByTime(1000);
    const next = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    restoreServerData(next);
    expect(next.getQueryData(key)).toEqual({ total: 5 });
    expect(next.getQueryState(key)?.isInvalidated).toBe(true);
  });
});
