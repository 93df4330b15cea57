import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { pauseReadsWhileOffline } from '../shared/api/offlineReads';
import { i18n } from '../shared/i18n/i18n';
import { namespaces } from '../shared/i18n/resources';
import { noteServerAnswered } from '../shared/pwa/connectivity';
import { reloadSession } from '../shared/session/storage';
import { refuseUnstubbedRequests, takeStubProblems } from './gateway';

// findBy… and waitFor wait for what they look for to appear, an event; the limit only ends a wait for
// something that never comes. Testing Library's 1 s default is a guess of how long a render takes, and
// a busy machine (another job on both cores) outran it.
configure({ asyncUtilTimeout: 20_000 });

// As in the app (shared/api/queryClient.ts): offline, reads wait for the connection instead of failing.
pauseReadsWhileOffline();

// happy-dom lacks a few browser APIs Mantine reaches for.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

beforeAll(async () => {
  // Tests read the English texts unless they switch on purpose; every text of both languages is
  // loaded first, as the screens' own loads would, so a component renders translated at once.
  await i18n.loadNamespaces(namespaces);
  await i18n.loadLanguages(['en', 'zh']);
  await i18n.changeLanguage('en');
});

beforeEach(() => refuseUnstubbedRequests());

afterEach(async () => {
  cleanup();
  // The web project's files share this page (vitest.config.ts): what a test left in it would be read by
  // the next file's queries as its own. Mantine keeps one portal node for every test. Taken out, so
  // that only the test that left them fails.
  const leftOver = [...document.body.children].filter((element) => !element.hasAttribute('data-mantine-shared-portal-node'));
  const found = leftOver.map((element) => element.outerHTML.slice(0, 120)).join(' ');
  for (const element of leftOver) element.remove();
  // A stub that met an unscripted command or an off-contract reply fails the test, even when the app swallowed it.
  const [problem] = takeStubProblems();
  // A gateway stubbed by one test would answer the next file's requests, and fail them as unscripted.
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  reloadSession();
  // A test that found the server unreachable leaves the app offline, pausing the next test's reads: each
  // test starts with the server answering.
  noteServerAnswered();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (problem) throw problem;
  if (found) throw new Error(`The test left elements in the page: ${found}`);
});

// jsdom has no font loading; Mantine's autosizing textarea listens for fonts that finished loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
