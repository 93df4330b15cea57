import { MantineProvider, TextInput } from '@mantine/core';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { theme } from './theme';

// vitePlugins/stableMantineIds.ts, which the build and these tests share (ADR 0047).
it('keeps the ids a prerendered page was drawn with once hydrated: nothing is drawn again for them', async () => {
  const page = (
    <MantineProvider theme={theme}>
      <TextInput label="Email" />
    </MantineProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const drawnWith = container.querySelector('input')!.id;
  expect(drawnWith).toMatch(/^mantine-/);
  const root = await act(async () => hydrateRoot(container, page));
  expect(container.querySelector('input')!.id).toBe(drawnWith);
  expect(container.querySelector('label')!.htmlFor).toBe(drawnWith);
  act(() => root.unmount());
  container.remove();
});
