import { Suspense } from 'react';
import { Outlet, useLocation } from '../../shared/router';
import { SessionExpiredModal } from '../../features/session/components/SessionExpiredModal';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { ScrollManager } from '../guards/ScrollManager';
import { SessionRestorer } from '../guards/SessionRestorer';
import { ScreenLoadBoundary } from '../ScreenLoadBoundary';

/**
 * Wraps every route: navigation side effects and the app-wide Session Expired modal. Screens are
 * lazy: the loader shows while the first one arrives; later, navigations are transitions, so the
 * current screen stays until the next one is ready.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollManager />
      <SessionRestorer />
      <SessionExpiredModal />
      <ScreenLoadBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </ScreenLoadBoundary>
    </>
  );
}
