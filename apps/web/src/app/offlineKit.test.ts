import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOfflineKit } from './offlineKit';

const loaders = vi.hoisted(() => ({
  badge: vi.fn(() => Promise.resolve({})),
  savedAge: vi.fn(() => Promise.resolve({})),
  call: vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
}));
vi.mock('./layout/OfflineBadgeSlot', () => ({ loadOfflineBadge: loaders.badge }));
vi.mock('../shared/pwa/offlineStates', () => ({ loadOfflineStateText: loaders.savedAge }));
vi.mock('./ScreenLoadBoundary', () => ({ loadEmergencyCall: loaders.call }));

const fetched = () => Object.values(loaders).map((load) => load.mock.calls.length);

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the offline kit', () => {
  it('is fetched while online, well after the page has loaded, where no worker controls the page; again once back online if refused', async () => {
    vi.useFakeTimers();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    keepOfflineKit();
    expect(fetched()).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(2_000);
    // The badge, the saved age and the emergency call (whose failure here is no error of the page).
    expect(fetched()).toEqual([1, 1, 1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetched()).toEqual([1, 1, 1]);
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    // A part was refused: the kit is asked for again when the connection returns, once.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched()).toEqual([2, 2, 2]);
  });

  it('is left to the worker that controls the page, which keeps it', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
    keepOfflineKit();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetched()).toEqual([0, 0, 0]);
  });

  it('is not fetched once the app has gone before its time', async () => {
    vi.useFakeTimers();
    keepOfflineKit()();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetched()).toEqual([0, 0, 0]);
  });
});
