import { Suspense, useEffect, useState } from 'react';
import { lazyOrNothing } from '../shared/ui/lazyOrNothing';
import { useLocation } from '../shared/router';
import { loadPartTexts } from '../shared/i18n/i18n';
import { scheduleInstallPopup } from '../shared/install/installPopup';

// Fetched with its texts when it shows, not with the first screen: most loads never show it.
const InstallPopup = lazyOrNothing(() =>
  Promise.all([import('../features/install/components/InstallPopup'), loadPartTexts(['install'])]).then(([m]) => ({
    default: m.InstallPopup,
  })),
);

/** The install popup's place in the app: a second after a page opens, once per browser (shared/install/installPopup.ts). */
export function InstallPopupHost() {
  const { pathname, search } = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(
    () => (shown ? undefined : scheduleInstallPopup({ path: pathname, search, show: () => setShown(true) })),
    [shown, pathname, search],
  );
  return shown ? (
    <Suspense fallback={null}>
      <InstallPopup />
    </Suspense>
  ) : null;
}
