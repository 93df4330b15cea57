import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenControllerChanges } from './controllerChange';
import { suppressDoubleTapZoom } from './iosDoubleTap';
import { isIos, pwaTimings } from './timings';
import { scheduleUpdateChecks } from './updateChecks';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('update checks', () => {
  it('checks 1 s after registration, then every 5 minutes', () => {
    const check = vi.fn(() => Promise.resolve());
    const stop = scheduleUpdateChecks({ check, ios: false, online: () => true });
    vi.advanceTimersByTime(999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000 - 1_000);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300_000);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(3_600_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('on iOS checks once, 2 s after registration, and never on a timer', () => {
    const check = vi.fn(() => Promise.resolve());
    scheduleUpdateChecks({ check, ios: true, online: () => true });
    vi.advanceTimersByTime(1_999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_600_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('skips checks while offline, and a failed check stops nothing', async () => {
    let online = false;
    const check = vi.fn(() => Promise.reject(new Error('no network')));
    scheduleUpdateChecks({ check, ios: false, online: () => online });
    vi.advanceTimersByTime(1_000);
    expect(check).not.toHaveBeenCalled();
    online = true;
    vi.advanceTimersByTime(pwaTimings.updateCheckEvery);
    await Promise.resolve();
    vi.advanceTimersByTime(pwaTimings.updateCheckEvery);
    expect(check).toHaveBeenCalledTimes(2);
  });
});

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
}

describe('reload after the controller changes', () => {
  it('reloads 500 ms after a new worker takes a controlled page, once', () => {
    const reload = vi.fn();
    const container = new FakeContainer({});
    reloadWhenControllerChanges(container as unknown as ServiceWorkerContainer, reload);
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes a page it did not control', () => {
    const reload = vi.fn();
    const container = new FakeContainer(null);
    reloadWhenControllerChanges(container as unknown as ServiceWorkerContainer, reload);
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(10_000);
    expect(reload).not.toHaveBeenCalled();
    // A later update of the same page is an update.
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(500);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('iOS double tap', () => {
  it('cancels a second tap within 300 ms, not one after', () => {
    let now = 10_000;
    const target = new EventTarget() as unknown as Document;
    const stop = suppressDoubleTapZoom(target, () => now);
    const tap = () => {
      const event = new Event('touchend', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(tap()).toBe(false);
    now += 300;
    expect(tap()).toBe(true);
    now += 301;
    expect(tap()).toBe(false);
    stop();
    now += 10;
    expect(tap()).toBe(false);
  });

  it('knows iPhones, iPads (also as a touch Mac) and nothing else', () => {
    expect(isIos({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7)', maxTouchPoints: 5 })).toBe(false);
  });
});
