import { MantineProvider } from '@mantine/core';
import { waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyLanguageChoice, watchEarlyLanguageChoice } from '../i18n/earlyLanguageChoice';
import { currentLocale } from '../i18n/i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { theme } from './theme';

const page = (
  <MantineProvider theme={theme}>
    <LanguageSwitch />
  </MantineProvider>
);

let root: Root | undefined;
let keptOnServer: unknown[];
beforeEach(() => {
  keptOnServer = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== '/api/locale') throw new Error(`Unexpected request: ${url}`);
      keptOnServer.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    }),
  );
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  takeEarlyLanguageChoice();
  document.body.innerHTML = '';
});

/** The prerendered page (app/prerendered.ts) as main.tsx starts it: watched, then hydrated as a transition. */
function startPrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  watchEarlyLanguageChoice();
  startTransition(() => {
    root = hydrateRoot(container, page);
  });
  return container.querySelector('select')!;
}

/** A pick as a browser makes it: the value, then `input`, then `change`, in one task. */
function pick(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('the language switch of a prerendered page', () => {
  // React hydrates at once when an input arrives on a part not hydrated yet; the switch's second drawing
  // at mount (Mantine's ids, before ADR 0047) then put the select back to English before the change came.
  it('keeps a language picked while the page is being hydrated', async () => {
    pick(startPrerendered(), 'zh');
    await waitFor(() => expect(currentLocale()).toBe('zh'));
    expect(document.documentElement.lang).toBe('zh-CN');
    await waitFor(() => expect(document.querySelector('select')!.value).toBe('zh'));
    expect(keptOnServer).toEqual([{ locale: 'zh' }]);
  });

  it('changes the language when picked after hydration', async () => {
    const select = startPrerendered();
    // (happy-dom's select lists only its options as keys; its wrapper shows React's.)
    await waitFor(() => expect(Object.keys(select.parentElement!).some((key) => key.startsWith('__reactFiber'))).toBe(true));
    pick(select, 'zh');
    await waitFor(() => expect(currentLocale()).toBe('zh'));
    expect(keptOnServer).toEqual([{ locale: 'zh' }]);
  });
});
