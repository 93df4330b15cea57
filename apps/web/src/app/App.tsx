import { MantineProvider } from '@mantine/core';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from '../shared/router';
import { handOverLastDashboard, lastDashboardPath } from '../shared/lastDashboard/lastDashboard';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { InstallPopupHost } from './InstallPopupHost';
import { installNetworkAlert } from './networkAlert';
import { NotificationsHost } from './NotificationsHost';
import { PageRequests } from './PageRequests';
import { buildRoutes } from './routes';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The dashboard painted from the device at start (ADR 0045) stays only while the dashboard is the page:
 * a start that goes elsewhere (no session any more, a link) shows that page at once.
 */
function LastDashboardOnlyAtHome() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== lastDashboardPath) handOverLastDashboard();
  }, [pathname]);
  return null;
}

/**
 * Everything inside the router. The browser puts it in a BrowserRouter; the build's prerender
 * (src/prerender/renderPage.tsx) in a StaticRouter, so the HTML it writes is what the browser's first
 * render makes and can hydrate.
 */
export function AppFrame({ router }: { router: (content: ReactNode) => ReactNode }) {
  const [routes] = useState(buildRoutes);
  useEffect(() => installNetworkAlert(), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsHost />
      {router(
        <>
          <PageRequests />
          <LastDashboardOnlyAtHome />
          <AppRoutes routes={routes} />
          <InstallPopupHost />
        </>,
      )}
    </MantineProvider>
  );
}

// The declarative router: its navigations are transitions, so a lazy screen keeps the current one up until it is ready.
const inBrowserRouter = (content: ReactNode) => <BrowserRouter>{content}</BrowserRouter>;

export function App() {
  return <AppFrame router={inBrowserRouter} />;
}
