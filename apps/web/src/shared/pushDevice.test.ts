import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubCommands } from '../test/gateway';
import { followPushLanguage } from './pushDevice';
import { currentSubscription, endBrowserPush } from './pushSubscription';
import { signOut } from './session/session';
import { clearLocalSession, writeSession } from './session/storage';

const endpoint = 'https://fcm.googleapis.com/fcm/send/device';
const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

/** A browser with a service worker and this push subscription (or none). */
function browserWith(subscription: { unsubscribe: () => Promise<boolean> } | null) {
  vi.stubGlobal('PushManager', class {});
  const pushManager = { getSubscription: async () => subscription && { endpoint, toJSON: () => ({ endpoint, keys }), ...subscription } };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => ({ pushManager }) } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  clearLocalSession();
});

describe("this browser's push subscription", () => {
  it('ends on sign-out, beside the server call, which does not wait for it', async () => {
    const unsubscribe = vi.fn(async () => true);
    browserWith({ unsubscribe });
    writeSession('tok', { user_id: 1 } as never);
    stubCommands({ 'ParentAuthHandler.signout': () => answer('ParentAuthHandler.signout', null) });
    await signOut();
    await vi.waitFor(() => expect(unsubscribe).toHaveBeenCalled());
  });

  it('ending it never fails, with no service worker or when the browser refuses', async () => {
    await expect(endBrowserPush()).resolves.toBeUndefined();
    browserWith({ unsubscribe: async () => Promise.reject(new Error('InvalidStateError')) });
    await expect(endBrowserPush()).resolves.toBeUndefined();
  });

  it('follows a language change when the server has it as this parent device, and only then', async () => {
    browserWith({ unsubscribe: async () => true });
    writeSession('tok', { user_id: 1 } as never);
    let subscribed = true;
    const sent = stubCommands({
      'ParentPush.getConfig': () => answer('ParentPush.getConfig', { public_key: 'k', enabled: true, subscribed }),
      'ParentPush.subscribe': () => answer('ParentPush.subscribe', { subscribed: true }),
    });
    const subscription = (await currentSubscription())!;
    await followPushLanguage('zh', subscription);
    expect(sent.map((body) => body.cmd)).toEqual(['ParentPush.getConfig', 'ParentPush.subscribe']);
    expect(sent[1]).toMatchObject({ endpoint, keys, locale: 'zh' });
    subscribed = false;
    await followPushLanguage('en', subscription);
    expect(sent.map((body) => body.cmd)).toEqual(['ParentPush.getConfig', 'ParentPush.subscribe', 'ParentPush.getConfig']);
    clearLocalSession();
    await followPushLanguage('en', subscription);
    expect(sent).toHaveLength(3);
  });
});
