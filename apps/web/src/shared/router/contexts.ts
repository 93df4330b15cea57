import { createContext, type ReactNode } from 'react';
import type { Location, Path } from './location';
import type { Params } from './matchPath';

/** How a router changes the page: a new history entry, the current one replaced, or a step back or forth. */
export interface Navigator {
  push(path: Path, state: unknown): void;
  replace(path: Path, state: unknown): void;
  go(delta: number): void;
}

export const NavigatorContext = createContext<{ navigator: Navigator; static: boolean } | null>(null);

export const LocationContext = createContext<Location | null>(null);

/** What the route being drawn gives the ones inside it: the child route's element and the address's parameters. */
export interface RouteScope {
  outlet: ReactNode;
  params: Params;
}

export const RouteContext = createContext<RouteScope>({ outlet: null, params: {} });
