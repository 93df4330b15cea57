import { lazy, Suspense } from 'react';
import { loadPartTexts } from '../i18n/i18n';

/**
 * The install offer (InstallOffer.tsx) with its state machine and texts, fetched after the page that
 * shows it: the sign-in page and the dashboard are at their size ceilings (scripts/checkBudgets.mjs).
 */
export const LazyInstallOffer = lazy(() =>
  Promise.all([import('./InstallOffer'), loadPartTexts(['install'])]).then(([m]) => ({ default: m.InstallOffer })),
);

/** The sign-in tab's install button; InstallOffer draws nothing in the installed app. */
export function SignInInstallButton() {
  return (
    <div style={{ marginTop: 'var(--mantine-spacing-md)', minHeight: 42 }}>
      <Suspense fallback={null}>
        <LazyInstallOffer compact />
      </Suspense>
    </div>
  );
}
