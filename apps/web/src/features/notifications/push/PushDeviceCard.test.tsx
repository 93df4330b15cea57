import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSecureContext } from '../../../test/browserSecurity';
import { renderWithProviders } from '../../../test/render';
import { PushDeviceCard } from './PushDeviceCard';
import type { PushBrowser, PushServer } from './pushState';

const endpoint = 'https://fcm.googleapis.com/fcm/send/device';
const subscription = {
  endpoint,
  options: { applicationServerKey: null },
  toJSON: () => ({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }),
  unsubscribe: vi.fn(async () => true),
} as unknown as PushSubscription;

function fakeBrowser(overrides: Partial<PushBrowser> = {}): PushBrowser {
  let current: PushSubscription | null = null;
  return {
    support: 'ok',
    permission: () => 'default',
    requestPermission: async () => 'granted',
    current: async () => current,
    subscribe: async () => (current = subscription),
    ...overrides,
  };
}

const fakeServer = (): PushServer & { subscribe: ReturnType<typeof vi.fn> } => ({
  getConfig: async () => ({
    public_key: 'BJqZV6cfNGOBiKlCsPd4PS7J_eujfgLFSQz6o0NhIwvUn0Jq_GKFhqGV2tAB6uiRbeUq-14oLN6TTI1Rk8uMb4Q',
    enabled: true,
    subscribed: false,
  }),
  subscribe: vi.fn(async () => ({ subscribed: true })),
  unsubscribe: async () => ({ removed: 1 }),
});

describe('Notifications on this device', () => {
  it('turns pushes on with a labelled switch and says so', async () => {
    const server = fakeServer();
    renderWithProviders(<PushDeviceCard browser={fakeBrowser()} server={server} />);
    expect(screen.getByRole('region', { name: 'Notifications on this device' })).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: 'Send to this device' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect(screen.getByText(/Turn on to hear about new red flags/)).toBeTruthy();
    fireEvent.click(toggle);
    await screen.findByText(/This device is told about new red flags/);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(server.subscribe).toHaveBeenCalledWith({ endpoint, keys: expect.any(Object), locale: 'en' });
  });

  it('without a switch, says how to allow a blocked site and that an iPhone needs the home-screen app', async () => {
    const { unmount } = renderWithProviders(<PushDeviceCard browser={fakeBrowser({ permission: () => 'denied' })} server={fakeServer()} />);
    await screen.findByText(/Notifications are blocked for this app/);
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();
    renderWithProviders(<PushDeviceCard browser={fakeBrowser({ support: 'install' })} server={fakeServer()} />);
    await screen.findByText(/add the app to your Home Screen first/);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so when switching fails, and stays off', async () => {
    const browser = fakeBrowser({ subscribe: async () => Promise.reject(new Error('AbortError')) });
    renderWithProviders(<PushDeviceCard browser={browser} server={fakeServer()} />);
    const toggle = await screen.findByRole('switch', { name: 'Send to this device' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be changed/);
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  describe('in this browser, without web push', () => {
    afterEach(() => setSecureContext(true));

    it('on a plain-http address, names the address as the cause and the https address as the way, never another browser', async () => {
      setSecureContext(false);
      renderWithProviders(<PushDeviceCard server={fakeServer()} />);
      await screen.findByText(
        "This address is not secure (it starts with http://), so no browser can receive the app's notifications on it. Open the app at its secure https:// address to turn them on.",
      );
      expect(screen.queryByText(/Chrome, Edge, Firefox and Safari can/)).toBeNull();
      expect(screen.queryByRole('switch')).toBeNull();
    });

    it('on a secure address, says this browser cannot, and which can', async () => {
      setSecureContext(true);
      renderWithProviders(<PushDeviceCard server={fakeServer()} />);
      await screen.findByText('This browser cannot receive notifications from the app. Chrome, Edge, Firefox and Safari can.');
      expect(screen.queryByText(/This address is not secure/)).toBeNull();
    });
  });
});
