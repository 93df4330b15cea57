import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { LocationContext, NavigatorContext, RouteContext } from './contexts';
import { resolveTo, type Location, type To } from './location';
import type { Params } from './matchPath';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** What the next page is sent with (its `location.state`). */
  state?: unknown;
}

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  /** A step through the history: -1 is back. */
  (delta: number): void;
};

function useRouterPart<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook}() is used outside the app's router`);
  return value;
}

/** The page shown now. */
export function useLocation(): Location {
  return useRouterPart(useContext(LocationContext), 'useLocation');
}

/**
 * Goes to another page, relative to this one for an address without a leading slash (location.ts).
 * Called while its component is first drawn it does nothing: a page moves in an effect or a handler.
 */
export function useNavigate(): NavigateFunction {
  const { navigator } = useRouterPart(useContext(NavigatorContext), 'useNavigate');
  const { pathname } = useLocation();
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  }, []);
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!mounted.current) return;
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, pathname);
      if (options.replace) navigator.replace(path, options.state ?? null);
      else navigator.push(path, options.state ?? null);
    },
    [navigator, pathname],
  ) as NavigateFunction;
}

/** The parameters of the route that matched the address ('/task/:id' gives `id`). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]>;

function searchParams(init: SearchInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) for (const each of Array.isArray(value) ? value : [value]) params.append(name, each);
  return params;
}

/**
 * The page's query, and a way to change it: a new query goes to the same path (a new history entry
 * unless `replace`), without the fragment.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${searchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
