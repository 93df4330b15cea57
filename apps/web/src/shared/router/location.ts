/** An address inside the app, as the router keeps it: always a pathname, the rest empty or with its mark. */
export interface Path {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

/** The page the router shows: its address, what it was sent with (history state) and its history entry's key. */
export interface Location<State = unknown> extends Path {
  state: State;
  /** Unique to each history entry ('default' for the first one): a screen can tell two visits apart. */
  key: string;
}

/** Where to go: an address ('/task/3', '?page=2', '#tasks') or its parts. */
export type To = string | Partial<Path>;

/** Splits an address into its parts; a part it lacks is left out. */
export function parsePath(address: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = address;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** The address of `path`, without an empty query or fragment. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/**
 * Where `to` leads from the page at `fromPathname`: an absolute path as it is; a query or fragment alone
 * on the same path (a new query drops the fragment, as a link does); a relative path against the current
 * one, as a browser resolves a link's href. The app's own addresses are all absolute (shared/paths.ts).
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const pathname = parts.pathname ? resolvePathname(parts.pathname, fromPathname) : fromPathname;
  return { pathname, search: normalized(parts.search, '?'), hash: normalized(parts.hash, '#') };
}

function normalized(part: string | undefined, mark: '?' | '#'): string {
  if (!part || part === mark) return '';
  return part.startsWith(mark) ? part : `${mark}${part}`;
}

function resolvePathname(pathname: string, fromPathname: string): string {
  if (pathname.startsWith('/')) return pathname;
  const segments = fromPathname.split('/').filter(Boolean);
  // A relative path replaces the last segment, as in a browser: from /a/b, 'c' is /a/c.
  segments.pop();
  for (const segment of pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return `/${segments.join('/')}${pathname.endsWith('/') && segments.length > 0 ? '/' : ''}`;
}
