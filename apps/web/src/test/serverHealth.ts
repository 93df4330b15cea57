import { vi } from 'vitest';

/**
 * The server's /api/health answering as `health` does, every other request going where it went before
 * (the gateway's stubbed commands, or the refusal of unscripted requests); returns the fetch, watched.
 */
export function answerHealth(health: () => Promise<Response>) {
  const before = globalThis.fetch;
  const asked = vi.fn((url: RequestInfo | URL, init?: RequestInit) => (url === '/api/health' ? health() : before(url, init)));
  vi.stubGlobal('fetch', asked);
  return asked;
}

/** The page's reload, watched instead of done. */
export function watchReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}
