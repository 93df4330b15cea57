import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from './i18n';

afterEach(async () => {
  vi.restoreAllMocks();
  // Back to English through the test's own stub; setup.ts puts the page's fetch back after.
  await setLocale('en');
});

describe('a parent’s choice of language', () => {
  it('is kept by the server for this browser (PUT /api/locale)', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    await setLocale('zh');
    expect(fetch).toHaveBeenCalledWith('/api/locale', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ locale: 'zh' }) }));
  });

  it('made offline, is sent once the browser is back online, unless the parent changed it again', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await setLocale('zh');
    expect(fetch).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith('/api/locale', expect.objectContaining({ body: JSON.stringify({ locale: 'zh' }) }));
  });
});
