import { Workbox } from 'workbox-window';
import { isOpenPageMessage } from '../../serviceWorker/pushMessage';
import { reloadWhenControllerChanges } from './controllerChange';
import { suppressDoubleTapZoom } from './iosDoubleTap';
import { clearOldServiceWorkersOnce } from './oldWorkers';
import { requestPage } from './pageRequests';
import { autoUpdate, isIos } from './timings';
import { scheduleUpdateChecks } from './updateChecks';

/** Where the build writes the worker (vite.config.ts); its scope is the whole app. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Starts what makes the web page an app: on iOS, no double-tap zoom; then registers the app's worker
 * and runs the update flow (docs/product.md, "Install and updates"): a new version is checked for on
 * schedule; when one is waiting it takes over at once (or when the parent says so, with automatic
 * updates off) and the page reloads into it.
 */
export async function startServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (isIos()) suppressDoubleTapZoom();
  if (!('serviceWorker' in navigator)) return null;
  const container = navigator.serviceWorker;
  await clearOldServiceWorkersOnce(SERVICE_WORKER_URL);
  reloadWhenControllerChanges(container);
  container.addEventListener('message', (event) => {
    if (isOpenPageMessage(event.data)) requestPage(event.data.url);
  });

  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    if (autoUpdate) workbox.messageSkipWaiting();
    else void import('./updatePrompt').then(({ showUpdatePrompt }) => showUpdatePrompt(() => workbox.messageSkipWaiting()));
  });
  const registration = (await workbox.register()) ?? null;
  if (registration) scheduleUpdateChecks({ check: () => registration.update(), ios: isIos() });
  return registration;
}
