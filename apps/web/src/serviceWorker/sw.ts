/// <reference lib="webworker" />
// The app's service worker (docs/product.md, "Install and updates"; vite-plugin-pwa builds it and injects
// the precache list). It keeps the shell and every route's chunks for offline starts, never answers
// for the server (/api is always the network's), and shows the server's pushes.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { readPushMessage, type OpenPageMessage } from './pushMessage';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the one shell; the server's own addresses are never answered from here.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/metrics/] }));

// A new worker waits until the page tells it to take over (shared/pwa/registerServiceWorker.ts): at
// once when updates are automatic, after the parent's yes when they are not.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first worker takes the open pages at once, so the first visit already works offline.
clientsClaim();

self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text() ?? null);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** Brings an open page of the app to the tapped notification's page, or opens one. */
async function openPage(url: string) {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const page = pages.find((client) => new URL(client.url).origin === self.location.origin);
  if (!page) {
    await self.clients.openWindow(url);
    return;
  }
  const message: OpenPageMessage = { type: 'open-page', url };
  page.postMessage(message);
  // Focus needs the tap's user activation; without it (a test's synthetic event) the page still moves.
  await page.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/notifications';
  event.waitUntil(openPage(url));
});
