import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigatorContext, LocationContext, type Navigator } from './contexts';
import { createPath, parsePath, type Location, type Path } from './location';

interface RouterProps {
  children?: ReactNode;
  location: Location;
  navigator: Navigator;
  /** A page rendered once, in Node (the prerender): nothing navigates. */
  isStatic?: boolean;
}

/** Gives the routes inside it the page's location and the way to change it. */
export function Router({ children, location, navigator, isStatic = false }: RouterProps) {
  const navigation = useMemo(() => ({ navigator, static: isStatic }), [navigator, isStatic]);
  return (
    <NavigatorContext.Provider value={navigation}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </NavigatorContext.Provider>
  );
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** What the router keeps in each history entry: the state a page was sent with, its key and its place. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

function readEntry(): Partial<EntryState> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Partial<EntryState>) : {};
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = readEntry();
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/**
 * The browser's history as the app's router: each page a history entry, whose state keeps what the page
 * was sent with (`{ usr, key, idx }`, the shape main.tsx reads to decide whether to hydrate). A move
 * through the history (back, forward, or a page's own pushState with a popstate) shows its entry.
 */
function browserNavigator(onChange: () => void): { navigator: Navigator; listen: () => () => void } {
  // The entry's place in the history; the first entry of a visit is marked as the first.
  const first = readEntry();
  let index = first.idx ?? 0;
  if (first.idx === undefined) window.history.replaceState({ ...first, idx: index }, '');
  const write = (method: 'pushState' | 'replaceState', path: Path, usr: unknown) => {
    const entry: EntryState = { usr, key: newKey(), idx: method === 'pushState' ? index + 1 : index };
    const url = createPath(path);
    try {
      window.history[method](entry, '', url);
    } catch (error) {
      // Safari limits how many entries a page may add: a new page is then loaded instead, as a link
      // would be. A state the history cannot keep, or a failed replace, is the caller's error.
      if (method === 'replaceState' || (error instanceof DOMException && error.name === 'DataCloneError')) throw error;
      window.location.assign(url);
      return;
    }
    index = entry.idx;
    onChange();
  };
  return {
    navigator: {
      push: (path, state) => write('pushState', path, state),
      replace: (path, state) => write('replaceState', path, state),
      go: (delta) => window.history.go(delta),
    },
    listen() {
      const onPop = () => {
        // An entry another part of the page pushed has no place of its own: counted from the first.
        index = readEntry().idx ?? 0;
        onChange();
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/**
 * The app's router in the browser. Every change of page is a transition: a screen whose code or texts
 * are still on their way keeps the current page up until it can show, instead of a loader in its place.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  const [{ navigator, listen }] = useState(() => browserNavigator(() => startTransition(() => setLocation(browserLocation()))));
  useLayoutEffect(listen, [listen]);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

type InitialEntry = string | (Partial<Path> & { state?: unknown });

/** A history of its own, kept in memory: for tests, which start at a given page. */
export function MemoryRouter({ children, initialEntries = ['/'] }: { children?: ReactNode; initialEntries?: InitialEntry[] }) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((entry, index) => toLocation(entry, index === 0 ? 'default' : newKey())),
    index: initialEntries.length - 1,
  }));
  const navigator = useMemo<Navigator>(() => {
    const change = (next: (current: typeof history) => typeof history) => startTransition(() => setHistory(next));
    const entry = (path: Path, state: unknown): Location => ({ ...path, state, key: newKey() });
    return {
      push: (path, state) =>
        change(({ entries, index }) => ({ entries: [...entries.slice(0, index + 1), entry(path, state)], index: index + 1 })),
      replace: (path, state) =>
        change(({ entries, index }) => ({ entries: entries.map((each, at) => (at === index ? entry(path, state) : each)), index })),
      go: (delta) => change(({ entries, index }) => ({ entries, index: Math.min(Math.max(index + delta, 0), entries.length - 1) })),
    };
  }, []);
  return (
    <Router location={history.entries[history.index]!} navigator={navigator}>
      {children}
    </Router>
  );
}

function toLocation(entry: InitialEntry, key: string): Location {
  const { state = null, ...parts }: InitialEntry & object = typeof entry === 'string' ? parsePath(entry) : entry;
  return { pathname: parts.pathname ?? '/', search: parts.search ?? '', hash: parts.hash ?? '', state, key };
}

const cannotNavigate = () => {
  throw new Error('A page rendered on the server cannot navigate');
};
const staticNavigator: Navigator = { push: cannotNavigate, replace: cannotNavigate, go: cannotNavigate };

/** One page at a fixed address, rendered to HTML by the build (src/prerender/renderPage.tsx). */
export function StaticRouter({ children, location }: { children?: ReactNode; location: string }) {
  return (
    <Router location={toLocation(location, 'default')} navigator={staticNavigator} isStatic>
      {children}
    </Router>
  );
}
