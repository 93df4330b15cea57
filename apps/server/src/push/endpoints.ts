import { isLoopbackHttp } from '../config.js';

/**
 * May the server post to this push endpoint? Only an https address of a listed push service (or a
 * subdomain of one), on the default port, with no user name or password in it: a parent must not be
 * able to make the server post to an address or port of its own network (SSRF). Plain http only to a
 * loopback host that is listed itself (a stand-in push service in tests).
 *
 * The endpoint must also be written exactly as the URL parser writes it back (no backslashes, full-width
 * letters, upper case host, explicit port, dot segments): browsers send it that way, and the endpoint is
 * the device's identity, so one device must not be storable under several spellings.
 */
export function isAllowedEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.href !== endpoint || endpoint.includes('\\')) return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (url.protocol === 'http:') return isLoopbackHttp(url) && serviceHosts.includes(host);
  return url.protocol === 'https:' && url.port === '' && serviceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
