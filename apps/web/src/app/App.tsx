import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { queryClient } from '../shared/api';
import { i18n } from '../shared/i18n';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { installNetworkAlert } from './networkAlert';
import { buildRoutes } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  useEffect(() => installNetworkAlert(), []);
  useEffect(() => {
    // The server answers names (tasks, goals, categories) in the request's language, and query
    // keys do not carry it: after a switch, what is on screen is fetched again in the new one.
    // Requests still on their way were sent in the old language; they are dropped first, since a
    // first load still in flight would otherwise be kept rather than fetched again.
    const refetch = () => void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, []);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <Notifications position="top-center" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
