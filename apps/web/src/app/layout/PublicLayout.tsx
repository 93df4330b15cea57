import { Outlet, useLocation } from '../../shared/router';
import { ScreenLoadBoundary } from '../ScreenLoadBoundary';
import { paths } from '../../shared/paths';
import { AppHeader } from './AppHeader';
import classes from './layout.module.css';

/** Splash, sign-up and other pages for signed-out visitors; a page that cannot load says so under the header. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={classes.page}>
      <AppHeader homePath={paths.splash()} />
      <main className={classes.column}>
        <ScreenLoadBoundary resetKey={pathname} layout="public">
          <Outlet />
        </ScreenLoadBoundary>
      </main>
    </div>
  );
}
