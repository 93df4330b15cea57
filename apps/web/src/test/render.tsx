import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, parsePath } from '../shared/router';
import { theme } from '../shared/ui/theme';

interface RenderOptions {
  path?: string;
  state?: unknown;
  /** The cache to render with (one a test filled, e.g. from saved answers); a fresh one by default. */
  client?: QueryClient;
}

/** A query cache as the tests use it: a failed read or action fails at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Renders with the app's providers, a query cache (fresh by default) and a router at `path` (with history `state`, if given). */
export function renderWithProviders(ui: ReactElement, { path = '/', state, client = testQueryClient() }: RenderOptions = {}) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[state === undefined ? path : { ...parsePath(path), state }]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
