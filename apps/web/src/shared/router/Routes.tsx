import { Children, isValidElement, useContext, useEffect, useMemo, type ReactElement, type ReactNode } from 'react';
import { NavigatorContext, RouteContext } from './contexts';
import { useLocation, useNavigate } from './hooks';
import { createPath, resolveTo, type To } from './location';
import { matchRoutes, type RouteObject } from './routeMatching';

/**
 * What the route table shows at the current address: the matched route's element inside each frame
 * around it (each frame shows it in its Outlet). Nothing where no route matches.
 */
export function useRoutes(table: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const match = useMemo(() => matchRoutes(table, pathname), [table, pathname]);
  if (!match) return null;
  return match.routes.reduceRight<ReactNode>(
    (outlet, route) => <RouteContext.Provider value={{ outlet, params: match.params }}>{route.element ?? outlet}</RouteContext.Provider>,
    null,
  );
}

/** Where a frame shows the route inside it. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route declared in JSX, inside Routes (tests declare their small tables so). */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('A <Route> is only read by <Routes>, never rendered');
}

function routesOf(children: ReactNode): RouteObject[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return [];
    const { path, element, children: nested } = child.props;
    return [{ path, element, children: nested === undefined ? undefined : routesOf(nested) }];
  });
}

/** The routes declared as its <Route> children, drawn as useRoutes draws a table. */
export function Routes({ children }: { children?: ReactNode }) {
  const table = useMemo(() => routesOf(children), [children]);
  return useRoutes(table);
}

/** Goes to `to` once drawn (a redirect). */
export function Navigate({ to, replace = false, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigation = useContext(NavigatorContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = createPath(resolveTo(to, pathname));
  useEffect(() => {
    if (!navigation?.static) navigate(target, { replace, state });
  }, [navigate, navigation, target, replace, state]);
  return null;
}
