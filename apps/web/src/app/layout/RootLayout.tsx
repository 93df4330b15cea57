import { Outlet } from 'react-router';
import { SessionExpiredModal } from '../../features/session/components/SessionExpiredModal';
import { ScrollManager } from '../guards/ScrollManager';
import { SessionRestorer } from '../guards/SessionRestorer';

/** Wraps every route: navigation side effects and the app-wide Session Expired modal. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <SessionRestorer />
      <SessionExpiredModal />
      <Outlet />
    </>
  );
}
