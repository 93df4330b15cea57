import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
