import { Outlet } from '../../shared/router';
import { paths } from '../../shared/paths';
import { OfflineBadgeSlot } from './OfflineBadgeSlot';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import classes from './layout.module.css';

/** Pages for a signed-in parent: header, content column, and the bottom navigation. */
export function SignedInLayout() {
  return (
    <div className={`${classes.page} ${classes.withBottomNav}`}>
      <AppHeader homePath={paths.home()} />
      <main className={classes.column}>
        <OfflineBadgeSlot />
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
