import './shared/zodWithoutEval';
import './shared/ui/mantineStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { textsReady } from './shared/i18n/i18n';
import { listenForInstallOffer } from './shared/install/installPrompt';
import { appVersion } from './shared/pwa/version';

listenForInstallOffer();
// Which build this page runs: the update journey and a support call can read it.
document.documentElement.dataset.version = appVersion;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// English texts are bundled, so this waits only for a Chinese first visit's texts: no untranslated flash.
void textsReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The operators' wordings (ADR 0023): read 1 s after start, then kept fresh; the bundled texts show meanwhile.
void import('./shared/i18n/serverTexts').then(({ startServerTexts }) => startServerTexts());

// The worker (precache, offline start, updates, push) and iOS's double-tap guard start after the
// first screen; the development server has no worker.
if (import.meta.env.PROD) void import('./shared/pwa/registerServiceWorker').then(({ startServiceWorker }) => startServiceWorker());
