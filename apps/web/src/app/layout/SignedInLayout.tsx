import { useEffect } from 'react';
import { Outlet, useLocation } from '../../shared/router';
import { keepOfflineKit } from '../offlineKit';
import { ScreenLoadBoundary } from '../ScreenLoadBoundary';
import { paths } from '../../shared/paths';
import { OfflineBadgeSlot } from './OfflineBadgeSlot';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import classes from './layout.module.css';

/**
 * Pages for a signed-in parent: header, content column, and the bottom navigation. A page whose code
 * cannot be fetched says so in the column, under the same header and beside the same navigation, with
 * the emergency number. What those pages need to say they are offline is kept (app/offlineKit.ts).
 */
export function SignedInLayout() {
  const { pathname } = useLocation();
  useEffect(() => keepOfflineKit(), []);
  return (
    <div className={`${classes.page} ${classes.withBottomNav}`}>
      <AppHeader homePath={paths.home()} />
      <main className={classes.column}>
        <OfflineBadgeSlot />
        <ScreenLoadBoundary resetKey={pathname} layout="signedIn">
          <Outlet />
        </ScreenLoadBoundary>
      </main>
      <BottomNav />
    </div>
  );
}
