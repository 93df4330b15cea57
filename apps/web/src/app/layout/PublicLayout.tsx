import { Outlet } from '../../shared/router';
import { paths } from '../../shared/paths';
import { AppHeader } from './AppHeader';
import classes from './layout.module.css';

/** Splash, sign-up and other pages for signed-out visitors. */
export function PublicLayout() {
  return (
    <div className={classes.page}>
      <AppHeader homePath={paths.splash()} />
      <main className={classes.column}>
        <Outlet />
      </main>
    </div>
  );
}
