import { describe, expect, it, vi } from 'vitest';
import { isIosDevice } from '../../../shared/install/platform';
import { keyBytes, pushSupport, readStatus, turnOff, turnOn, type PushBrowser, type PushServer } from './pushState';

const publicKey = 'BJqZV6cfNGOBiKlCsPd4PS7J_eujfgLFSQz6o0NhIwvUn0Jq_GKFhqGV2tAB6uiRbeUq-14oLN6TTI1Rk8uMb4Q';
const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

function aSubscription(endpoint: string, key: Uint8Array | null = keyBytes(publicKey)) {
  return {
    endpoint,
    options: { applicationServerKey: key ? key.buffer : null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys }),
    unsubscribe: vi.fn(async () => true),
  } as unknown as PushSubscription & { unsubscribe: ReturnType<typeof vi.fn> };
}

function fakes(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    current?: PushSubscription | null;
    subscribed?: boolean;
    enabled?: boolean;
  } = {},
) {
  let permission = options.permission ?? 'default';
  let current = options.current ?? null;
  const made = aSubscription('https://fcm.googleapis.com/fcm/send/new');
  const browser: PushBrowser & { subscribe: ReturnType<typeof vi.fn> } = {
    support: 'ok',
    permission: () => permission,
    requestPermission: vi.fn(async () => (permission = options.answer ?? 'granted')),
    current: async () => current,
    subscribe: vi.fn(async () => (current = made)),
  };
  const server = {
    getConfig: vi.fn(async () => ({ public_key: publicKey, enabled: options.enabled ?? true, subscribed: options.subscribed ?? false })),
    subscribe: vi.fn(async () => ({ subscribed: true as const })),
    unsubscribe: vi.fn(async () => ({ removed: 1 })),
  } satisfies PushServer;
  return { browser, server, made };
}

describe('what the device switch shows', () => {
  it('says why it cannot be switched: no web push, an iPhone not on the home screen, a denied permission, a server without pushes', async () => {
    expect(pushSupport({ secureContext: true, hasPush: false, ios: true, installed: false })).toBe('install');
    expect(pushSupport({ secureContext: true, hasPush: false, ios: true, installed: true })).toBe('unsupported');
    expect(pushSupport({ secureContext: true, hasPush: false, ios: false, installed: false })).toBe('unsupported');
    expect(pushSupport({ secureContext: true, hasPush: true, ios: true, installed: true })).toBe('ok');
    // On a plain-http address the browser hides push, whichever it is: the address is the cause.
    expect(pushSupport({ secureContext: false, hasPush: false, ios: false, installed: false })).toBe('insecure');
    expect(pushSupport({ secureContext: false, hasPush: false, ios: true, installed: false })).toBe('insecure');
    expect(isIosDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isIosDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);

    const { browser, server } = fakes({ permission: 'denied' });
    expect(await readStatus({ ...browser, support: 'install' }, server, 'en')).toBe('install');
    expect(await readStatus(browser, server, 'en')).toBe('blocked');
    expect(server.getConfig).not.toHaveBeenCalled();
    const off = fakes({ enabled: false });
    expect(await readStatus(off.browser, off.server, 'en')).toBe('unavailable');
  });

  it('is on only when the server knows this browser subscription as the parent, and then sends the language again', async () => {
    const subscription = aSubscription('https://fcm.googleapis.com/fcm/send/mine');
    const known = fakes({ permission: 'granted', current: subscription, subscribed: true });
    expect(await readStatus(known.browser, known.server, 'zh')).toBe('on');
    expect(known.server.getConfig).toHaveBeenCalledWith(subscription.endpoint);
    expect(known.server.subscribe).toHaveBeenCalledWith({ endpoint: subscription.endpoint, keys, locale: 'zh' });

    // Signed out elsewhere, or forgotten after the push service said it was gone: off, and nothing sent.
    const forgotten = fakes({ permission: 'granted', current: subscription, subscribed: false });
    expect(await readStatus(forgotten.browser, forgotten.server, 'en')).toBe('off');
    expect(forgotten.server.subscribe).not.toHaveBeenCalled();
  });
});

describe('turning pushes on and off', () => {
  it('asks for permission, subscribes with the server key and tells the server in the current language', async () => {
    const { browser, server, made } = fakes();
    expect(await turnOn(browser, server, 'zh')).toBe('on');
    expect(browser.requestPermission).toHaveBeenCalled();
    expect(Array.from(browser.subscribe.mock.calls[0]![0] as Uint8Array)).toEqual(Array.from(keyBytes(publicKey)));
    expect(keyBytes(publicKey)).toHaveLength(65);
    expect(server.subscribe).toHaveBeenCalledWith({ endpoint: made.endpoint, keys, locale: 'zh' });
  });

  it('stops at a refused or dismissed permission, subscribing nothing', async () => {
    for (const [answer, status] of [
      ['denied', 'blocked'],
      ['default', 'off'],
    ] as const) {
      const { browser, server } = fakes({ answer });
      expect(await turnOn(browser, server, 'en')).toBe(status);
      expect(browser.subscribe).not.toHaveBeenCalled();
      expect(server.subscribe).not.toHaveBeenCalled();
    }
  });

  it('reuses a subscription made with the same key, and replaces one made with another', async () => {
    const same = aSubscription('https://fcm.googleapis.com/fcm/send/same');
    const reuse = fakes({ current: same });
    await turnOn(reuse.browser, reuse.server, 'en');
    expect(reuse.browser.subscribe).not.toHaveBeenCalled();
    expect(reuse.server.subscribe).toHaveBeenCalledWith(expect.objectContaining({ endpoint: same.endpoint }));

    const stale = aSubscription('https://fcm.googleapis.com/fcm/send/stale', new Uint8Array(65));
    const replace = fakes({ current: stale });
    await turnOn(replace.browser, replace.server, 'en');
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(replace.server.subscribe).toHaveBeenCalledWith(expect.objectContaining({ endpoint: replace.made.endpoint }));
  });

  it('off: the server forgets the device, then the browser its subscription; a server failure leaves both', async () => {
    const subscription = aSubscription('https://fcm.googleapis.com/fcm/send/mine');
    const { browser, server } = fakes({ current: subscription });
    expect(await turnOff(browser, server)).toBe('off');
    expect(server.unsubscribe).toHaveBeenCalledWith(subscription.endpoint);
    expect(subscription.unsubscribe).toHaveBeenCalled();

    const kept = aSubscription('https://fcm.googleapis.com/fcm/send/kept');
    const failing = fakes({ current: kept });
    failing.server.unsubscribe.mockRejectedValueOnce(new Error('offline'));
    await expect(turnOff(failing.browser, failing.server)).rejects.toThrow('offline');
    expect(kept.unsubscribe).not.toHaveBeenCalled();
  });
});
