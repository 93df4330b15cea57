import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath } from 'react-router';
import { theme } from '../shared/ui/theme';

/** Renders with the app's providers, a fresh query cache and a router at `path` (with history `state`, if given). */
export function renderWithProviders(ui: ReactElement, { path = '/', state }: { path?: string; state?: unknown } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[state === undefined ? path : { ...parsePath(path), state }]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
