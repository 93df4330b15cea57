import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../shared/api';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { installNetworkAlert } from './networkAlert';
import { buildRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  useEffect(() => installNetworkAlert(), []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <Notifications position="top-center" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
