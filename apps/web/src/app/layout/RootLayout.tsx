import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionExpiredModal } from '../../features/session/components/SessionExpiredModal';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { ScrollManager } from '../guards/ScrollManager';
import { SessionRestorer } from '../guards/SessionRestorer';

/**
 * Wraps every route: navigation side effects and the app-wide Session Expired modal. Screens are
 * lazy: the loader shows while the first one arrives; later, navigations are transitions, so the
 * current screen stays until the next one is ready.
 */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <SessionRestorer />
      <SessionExpiredModal />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
