import { callCommand } from '../../../shared/api';
import { runsInstalled } from '../../../shared/install/installPrompt';
import { isIosDevice } from '../../../shared/install/platform';
import { currentSubscription } from '../../../shared/pushSubscription';
import { pushSupport, type PushBrowser, type PushServer } from './pushState';

/** A service worker that never becomes ready (none registered, as in development) must not hang the switch. */
const readyWithinMs = 10_000;

function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No service worker')), readyWithinMs)),
  ]);
}

export function thisBrowser(): PushBrowser {
  const hasPush = 'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';
  return {
    support: pushSupport({
      secureContext: window.isSecureContext,
      hasPush,
      ios: isIosDevice(navigator.userAgent, navigator.maxTouchPoints),
      installed: runsInstalled(),
    }),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    current: currentSubscription,
    subscribe: async (applicationServerKey) =>
      (await serviceWorkerReady()).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
  };
}

export const pushServer: PushServer = {
  getConfig: (endpoint) => callCommand('ParentPush.getConfig', endpoint ? { endpoint } : {}),
  subscribe: (input) => callCommand('ParentPush.subscribe', input),
  unsubscribe: (endpoint) => callCommand('ParentPush.unsubscribe', { endpoint }),
};
