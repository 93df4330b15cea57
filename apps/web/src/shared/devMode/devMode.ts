/** Hosts a developer runs the app on: localhost counts as dev or test mode. */
const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

interface DevSignals {
  /** The optional `:dev` segment of /home/:dev. */
  devParam?: string | undefined;
  /** location.search, with or without the leading '?'. */
  search: string;
  hostname: string;
}

/**
 * Dev or test mode: the dev route parameter, the query dev=true, or a
 * localhost address. It unlocks the family goals section and the fitness challenge.
 */
export function isDevMode({ devParam, search, hostname }: DevSignals): boolean {
  if (devParam) return true;
  if (new URLSearchParams(search).get('dev') === 'true') return true;
  return localHosts.has(hostname.toLowerCase());
}
