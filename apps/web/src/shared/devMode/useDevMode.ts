import { useLocation, useParams } from '../router';
import { pageHostname } from '../renderedFor';
import { isDevMode } from './devMode';

/** Dev mode for the current route; the host comes from the window, the rest from the router. */
export function useDevMode(): boolean {
  const { dev } = useParams();
  const { search } = useLocation();
  return isDevMode({ devParam: dev, search, hostname: pageHostname() });
}
