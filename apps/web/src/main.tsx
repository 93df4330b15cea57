import './shared/zodWithoutEval';
import './shared/ui/mantineStyles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { textsReady } from './shared/i18n/i18n';
import { listenForInstallOffer } from './shared/install/installPrompt';

listenForInstallOffer();

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
