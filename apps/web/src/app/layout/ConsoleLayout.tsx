import { Outlet } from '../../shared/router';
import { paths } from '../../shared/paths';
import { AppHeader } from './AppHeader';
import { ConsoleNav } from './ConsoleNav';
import classes from './console.module.css';
import frame from './layout.module.css';

/**
 * The operator console's frame (ADR 0023): the app's header, the console's own navigation (a side
 * column from tablet width, a button above the page on a phone that shows them), and a wide work area.
 */
export function ConsoleLayout() {
  return (
    <div className={frame.page}>
      <AppHeader homePath={paths.consoleSetup()} />
      <div className={classes.console}>
        <ConsoleNav />
        <main className={classes.work}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
