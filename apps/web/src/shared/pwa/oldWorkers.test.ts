import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOldServiceWorkersOnce, OLD_WORKER_FLAG } from './oldWorkers';

function registration(script: string) {
  return {
    active: { scriptURL: new URL(script, location.href).href },
    waiting: null,
    installing: null,
    unregister: vi.fn(() => Promise.resolve(true)),
  };
}

beforeEach(() => localStorage.clear());

describe('old service worker clean-up', () => {
  it('unregisters other workers and deletes foreign caches, once per browser', async () => {
    const old = registration('/service-worker.js');
    const current = registration('/sw.js');
    const container = { getRegistrations: vi.fn(() => Promise.resolve([old, current])) };
    const caches = {
      keys: vi.fn(() => Promise.resolve(['old-app-v3', 'workbox-precache-v2-x'])),
      delete: vi.fn(() => Promise.resolve(true)),
    };
    const run = () => clearOldServiceWorkersOnce('/sw.js', localStorage, container as never, caches as never);

    expect(await run()).toBe(1);
    expect(old.unregister).toHaveBeenCalled();
    expect(current.unregister).not.toHaveBeenCalled();
    expect(caches.delete).toHaveBeenCalledWith('old-app-v3');
    expect(caches.delete).not.toHaveBeenCalledWith('workbox-precache-v2-x');
    expect(localStorage.getItem(OLD_WORKER_FLAG)).toBe('true');

    expect(await run()).toBe(0);
    expect(container.getRegistrations).toHaveBeenCalledTimes(1);
  });

  it('tries again next time when the browser refuses', async () => {
    const container = { getRegistrations: () => Promise.reject(new Error('SecurityError')) };
    expect(await clearOldServiceWorkersOnce('/sw.js', localStorage, container as never, undefined)).toBe(0);
    expect(localStorage.getItem(OLD_WORKER_FLAG)).toBeNull();
  });
});
