import type { ReactNode } from 'react';
import { matchPath, type Params } from './matchPath';

/**
 * A route of the table: an address pattern with what it shows, or a frame (no path) around the routes
 * inside it, shown with the matched one in its Outlet. Every pattern is absolute (shared/paths.ts).
 */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  children?: RouteObject[];
}

/** The routes from the table's root to one that has a path, and that path. */
interface Branch {
  pattern: string;
  routes: RouteObject[];
  score: number;
  order: number;
}

export interface RouteMatch {
  /** From the outermost frame to the route of the address. */
  routes: RouteObject[];
  params: Params;
}

const branchesOf = new WeakMap<RouteObject[], Branch[]>();

/**
 * The routes that show `pathname`: the most specific pattern wins, whatever its place in the table (a
 * static segment over a parameter, a parameter over the catch-all '*'); between equals, the first.
 */
export function matchRoutes(table: RouteObject[], pathname: string): RouteMatch | null {
  let branches = branchesOf.get(table);
  if (!branches) {
    branches = rank(flatten(table, []));
    branchesOf.set(table, branches);
  }
  for (const branch of branches) {
    const match = matchPath(branch.pattern, pathname);
    if (match) return { routes: branch.routes, params: match.params };
  }
  return null;
}

function flatten(table: RouteObject[], parents: RouteObject[], branches: Branch[] = []): Branch[] {
  for (const route of table) {
    const routes = [...parents, route];
    if (route.children) flatten(route.children, routes, branches);
    if (route.path !== undefined) branches.push({ pattern: route.path, routes, score: score(route.path), order: branches.length });
  }
  return branches;
}

function rank(branches: Branch[]): Branch[] {
  return [...branches].sort((a, b) => b.score - a.score || a.order - b.order);
}

/** A pattern's specificity: more segments, and static ones, weigh more; a catch-all less. */
function score(pattern: string): number {
  const segments = pattern.split('/');
  let total = segments.length;
  for (const segment of segments) {
    if (segment === '*') total -= 2;
    else if (segment.startsWith(':')) total += 3;
    else if (segment === '') total += 1;
    else total += 10;
  }
  return total;
}
