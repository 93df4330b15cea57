import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, refusal, stubCommands } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { noteServerAnswered, noteServerUnreachable } from '../pwa/connectivity';
import { ApiError } from './errors';
import { commandKey, useCommandQuery } from './hooks';
import { retryRead } from './offlineReads';

const coinsInput = { page: 1, per_page: 20 };
const coinsKey = commandKey('ParentCoinsHandler.get_family_coins_logs', coinsInput);
const coins = (total_coins: number) => ({ total_coins, list: [], total: 0, page: 1, per_page: 20 });

/** A card's read, written out: its figure and where the read is. */
function Coins() {
  const read = useCommandQuery('ParentCoinsHandler.get_family_coins_logs', coinsInput);
  return <p>{`${read.data?.total_coins ?? 'none'} ${read.status} ${read.fetchStatus}`}</p>;
}

/** A cache holding the answer an earlier visit saved, five minutes old. */
function cacheWithSavedCoins(retry: boolean | typeof retryRead = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry, retryDelay: 0 } } });
  client.setQueryData(coinsKey, coins(780), { updatedAt: Date.now() - 5 * 60_000 });
  return client;
}

afterEach(() => {
  // Gone before the connection returns, so no read waiting for it goes on.
  cleanup();
  window.dispatchEvent(new Event('online'));
  noteServerAnswered();
  vi.unstubAllGlobals();
});

describe('reads offline', () => {
  it('keep the saved answer and ask nothing, then are fetched when the connection returns', async () => {
    act(() => window.dispatchEvent(new Event('offline')));
    const sent = stubCommands({
      'ParentCoinsHandler.get_family_coins_logs': () => answer('ParentCoinsHandler.get_family_coins_logs', coins(900)),
    });
    renderWithProviders(<Coins />, { client: cacheWithSavedCoins() });
    expect(await screen.findByText('780 success paused')).toBeTruthy();
    expect(sent).toEqual([]);

    act(() => window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('900 success idle')).toBeTruthy();
    expect(sent.map((body) => body.cmd)).toEqual(['ParentCoinsHandler.get_family_coins_logs']);
  });

  it('that find the server unreachable wait for it with their answer, rather than failing', async () => {
    const unreachable = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', unreachable);
    const logged = vi.spyOn(console, 'error');
    renderWithProviders(<Coins />, { client: cacheWithSavedCoins(retryRead) });
    expect(await screen.findByText('780 success paused')).toBeTruthy();
    expect(unreachable).toHaveBeenCalledTimes(1);
    expect(logged).not.toHaveBeenCalled();

    stubCommands({ 'ParentCoinsHandler.get_family_coins_logs': () => answer('ParentCoinsHandler.get_family_coins_logs', coins(900)) });
    act(() => noteServerAnswered());
    expect(await screen.findByText('900 success idle')).toBeTruthy();
  });
});

describe('retryRead', () => {
  const network = new ApiError({ kind: 'network', msg: 'Failed to fetch' });

  it('never repeats a refusal, and a dropped connection once while online', () => {
    expect(retryRead(0, refusal('not_found'))).toBe(false);
    expect(retryRead(0, network)).toBe(true);
    expect(retryRead(1, network)).toBe(false);
  });

  it('repeats a dropped connection for as long as the app is offline (each try waits for the connection)', () => {
    noteServerUnreachable();
    expect(retryRead(5, network)).toBe(true);
    expect(retryRead(5, refusal('not_found'))).toBe(false);
  });
});
