import './shared/ui/mantineStyles';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { showAppStopped } from './app/appStopped';
import { renderAfresh } from './app/renderAfresh';
import { logCaughtError } from './app/caughtErrors';
import { hydratesPrerendered, prerenderedAttribute } from './app/prerendered';
import { peekEarlyLanguageChoice, takeEarlyLanguageChoice, watchEarlyLanguageChoice } from './shared/i18n/earlyLanguageChoice';
import { currentLocale, setLocale, textsReady } from './shared/i18n/i18n';
import { listenForInstallOffer } from './shared/install/installPrompt';
import { tellDeviceTimeZone } from './shared/deviceTimeZone';
import { handOverLastDashboard } from './shared/lastDashboard/lastDashboard';
import { watchEarlyTaps } from './shared/ui/earlyTap';
import { appVersion } from './shared/pwa/version';
import { settleAsSignedOut } from './shared/session';

listenForInstallOffer();
// In a task of its own: a page's first use of Intl loads the browser's locale data (about 40 ms on a
// mid-range phone), which the evaluation of this entry, the longest task of a start, need not carry.
setTimeout(tellDeviceTimeZone);
const page = document.documentElement;
// Which build this page runs: the update journey and a support call can read it.
page.dataset.version = appVersion;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * What the app does with an error React could not draw past. One that stops the whole app is not left
 * behind the dashboard painted from the device (ADR 0045), and the page says so rather than going
 * blank; one a boundary caught is logged unless its screen already says what happened (caughtErrors.ts).
 */
const errorHandling = (mount: HTMLElement) => ({
  onUncaughtError: (error: unknown) => {
    handOverLastDashboard();
    showAppStopped(mount);
    reportError(error);
  },
  onCaughtError: logCaughtError,
});

/**
 * A page the build prerendered (app/prerendered.ts) is on screen already: it is hydrated, so what the
 * visitor sees does not change; the hydration is a
 * transition, which React splits into short tasks, so the page already on screen stays responsive. Any
 * other page (or a prerendered one that does not fit this visit) is rendered afresh (renderAfresh.ts).
 */
async function start(mount: HTMLElement) {
  if (page.hasAttribute(prerenderedAttribute)) {
    watchEarlyLanguageChoice();
    watchEarlyTaps();
  }
  // English texts are bundled, so this waits only for a Chinese first visit's texts: no untranslated flash.
  await textsReady.catch(() => undefined);
  const prerendered = { path: page.getAttribute(prerenderedAttribute) ?? undefined, lang: page.lang };
  // The visitor switched the painted page's language before its code arrived: that language, afresh.
  const early = peekEarlyLanguageChoice();
  if (early && early !== currentLocale()) {
    takeEarlyLanguageChoice();
    await setLocale(early).catch(() => undefined);
  }
  if (hydratesPrerendered(prerendered, window.location, window.history.state)) {
    // The server sends a prerendered page only to a request without a persistent login.
    settleAsSignedOut();
    // At once, before the screen's code is here: each part is hydrated as soon as its code is in. React
    // drops a tap on a part not hydrated yet: the language switch (earlyLanguageChoice.ts) and the
    // marked buttons (earlyTap.ts) are noted by the page itself and taken over by their screen.
    startTransition(() => void hydrateRoot(mount, app, errorHandling(mount)));
    return;
  }
  renderAfresh(mount, app, errorHandling(mount));
}
void start(root);

// The operators' wordings (ADR 0023): read 1 s after start, then kept fresh; the bundled texts show meanwhile.
void import('./shared/i18n/serverTexts').then(({ startServerTexts }) => startServerTexts());

// The worker (precache, offline start, updates, push) and iOS's double-tap guard start after the
// first screen; the development server has no worker. A browser that refuses the worker (a policy, a
// private mode) has the app without offline starts: nothing to tell the parent, nothing to throw.
if (import.meta.env.PROD) {
  void import('./shared/pwa/registerServiceWorker').then(({ startServiceWorker }) => startServiceWorker()).catch(() => undefined);
}
