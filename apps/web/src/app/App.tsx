import { MantineProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { installNetworkAlert } from './networkAlert';
import { NotificationsHost } from './NotificationsHost';
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
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </MantineProvider>
  );
}
