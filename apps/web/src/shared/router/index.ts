// The app's router (ADR 0057): the part of react-router's declarative API the app uses, in about 2 kB.
export { BrowserRouter, MemoryRouter, Router, StaticRouter } from './routers';
export { useLocation, useNavigate, useParams, useSearchParams, type NavigateFunction, type NavigateOptions } from './hooks';
export { Navigate, Outlet, Route, Routes, useRoutes } from './Routes';
export { isPageOf, Link, NavLink, type LinkProps, type NavLinkProps } from './Link';
export { createPath, parsePath, resolveTo, type Location, type Path, type To } from './location';
export { matchPath, type Params, type PathMatch } from './matchPath';
export { type RouteObject } from './routeMatching';
