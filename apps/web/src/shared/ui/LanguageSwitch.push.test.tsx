import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubGateway, type SentBody } from '../../test/gateway';
import { renderWithProviders } from '../../test/render';
import { setLocale } from '../i18n/i18n';
import { clearLocalSession, writeSession } from '../session/storage';
import { LanguageSwitch } from './LanguageSwitch';

/** Counts the loads of the push code, which a device without pushes never needs. */
const pushCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../pushDevice', async (original) => {
  pushCode.loads += 1;
  return original();
});

const endpoint = 'https://fcm.googleapis.com/fcm/send/device';
const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

/** A browser with a service worker and, when `subscribed`, a push subscription. */
function browserWithPush(subscribed: boolean) {
  vi.stubGlobal('PushManager', class {});
  const subscription = { endpoint, toJSON: () => ({ endpoint, keys }), unsubscribe: async () => true };
  const getSubscription = vi.fn(async () => (subscribed ? subscription : null));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => ({ pushManager: { getSubscription } }) },
  });
  return getSubscription;
}

/** The gateway, and the language kept on the server (/api/locale), as the page's requests reach them. */
function stubServer(): SentBody[] {
  const sent = stubGateway(async (body) =>
    body.cmd === 'ParentPush.getConfig'
      ? answer('ParentPush.getConfig', { public_key: 'k', enabled: true, subscribed: true })
      : answer('ParentPush.subscribe', { subscribed: true }),
  );
  const gateway = vi.mocked(fetch);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => (url === '/api/locale' ? new Response(null, { status: 204 }) : gateway(url, init))),
  );
  return sent;
}

afterEach(async () => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  clearLocalSession();
  await setLocale('en');
  pushCode.loads = 0;
});

describe('a language change and this device’s pushes', () => {
  it('loads no push code on a device without pushes, and asks the server nothing about them', async () => {
    const asked = browserWithPush(false);
    writeSession('tok', { user_id: 1 } as never);
    const sent = stubServer();
    renderWithProviders(<LanguageSwitch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh' } });
    await screen.findByRole('combobox', { name: '语言' });
    // The change asked the browser for its subscription, was told there is none, and went no further.
    await vi.waitFor(() => expect(asked).toHaveResolved());
    await vi.dynamicImportSettled();
    expect(pushCode.loads).toBe(0);
    expect(sent).toEqual([]);
  });

  it('sends the new language for a device with pushes on, asking the browser for its subscription once', async () => {
    const asked = browserWithPush(true);
    writeSession('tok', { user_id: 1 } as never);
    const sent = stubServer();
    renderWithProviders(<LanguageSwitch />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh' } });
    await waitFor(() => expect(sent.map((body) => body.cmd)).toEqual(['ParentPush.getConfig', 'ParentPush.subscribe']));
    expect(sent[1]).toMatchObject({ endpoint, locale: 'zh' });
    expect(pushCode.loads).toBe(1);
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
