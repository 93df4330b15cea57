import { MantineProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { InstallPopupHost } from './InstallPopupHost';
import { installNetworkAlert } from './networkAlert';
import { NotificationsHost } from './NotificationsHost';
import { PageRequests } from './PageRequests';
import { buildRoutes } from './routes';

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function App() {
  const [routes] = useState(buildRoutes);
  useEffect(() => installNetworkAlert(), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <NotificationsHost />
      {/* The declarative router: its navigations are transitions, so a lazy screen keeps the current one up until it is ready. */}
      <BrowserRouter>
        <PageRequests />
        <AppRoutes routes={routes} />
        <InstallPopupHost />
      </BrowserRouter>
    </MantineProvider>
  );
}
