import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { paths } from '../../shared/paths';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { OfflineBadgeSlot } from './OfflineBadgeSlot';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import classes from './layout.module.css';

/**
 * Pages for a signed-in parent: header, content column, and the bottom navigation.
 *
 * The screen waits for its code in a boundary of its own, inside the frame. Under RootLayout's
 * boundary alone, the frame and the screen were one suspended tree: at an installed app's start React
 * drew the whole dashboard once, threw it away and drew it again (scripts/warmStart.mjs, ADR 0049).
 */
export function SignedInLayout() {
  return (
    <div className={`${classes.page} ${classes.withBottomNav}`}>
      <AppHeader homePath={paths.home()} />
      <main className={classes.column}>
        <OfflineBadgeSlot />
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomNav />
    </div>
  );
}
