import { describe, expect, it, vi } from 'vitest';
import {
  isOffline,
  noteRestoredData,
  noteServerAnswered,
  noteServerUnreachable,
  onBackOnline,
  PROBE_EVERY_MS,
  useConnectivity,
} from './connectivity';
import { renderHook, act } from '@testing-library/react';

describe('connectivity', () => {
  it('is offline when the browser says so or the server cannot be reached, until it answers', () => {
    const { result } = renderHook(() => useConnectivity());
    act(() => noteServerUnreachable());
    expect(result.current.offline).toBe(true);
    act(() => noteServerAnswered(5_000));
    expect(result.current).toEqual({ offline: false, lastAnswerAt: 5_000 });

    act(() => window.dispatchEvent(new Event('offline')));
    expect(isOffline()).toBe(true);
    act(() => noteServerAnswered(6_000));
    expect(isOffline()).toBe(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(result.current).toEqual({ offline: false, lastAnswerAt: 6_000 });
  });

  it('counts restored answers as fresh only when they are newer', () => {
    noteServerAnswered(10_000);
    noteRestoredData(9_000);
    const { result } = renderHook(() => useConnectivity());
    expect(result.current.lastAnswerAt).toBe(10_000);
    act(() => noteRestoredData(11_000));
    expect(result.current.lastAnswerAt).toBe(11_000);
  });
});

describe('back online', () => {
  it('is told once per return, not while offline or already online', () => {
    noteServerAnswered();
    const back = vi.fn();
    const stop = onBackOnline(back);
    noteServerAnswered();
    expect(back).not.toHaveBeenCalled();
    noteServerUnreachable();
    noteServerUnreachable();
    expect(back).not.toHaveBeenCalled();
    noteServerAnswered();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
    noteServerUnreachable();
    noteServerAnswered();
    expect(back).toHaveBeenCalledTimes(1);
  });
});

describe('finding the server again', () => {
  it('asks /api/health every 10 s while it cannot be reached, and stops once it answers', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    try {
      noteServerUnreachable();
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
      expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
      expect(isOffline()).toBe(true);
      fetchMock.mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })) as never);
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
      expect(isOffline()).toBe(false);
      const calls = fetchMock.mock.calls.length;
      await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3);
      expect(fetchMock.mock.calls.length).toBe(calls);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
