import { parseUrl } from '../../parseUrl';

/** Names this machine only: `localhost` (and its subdomains), 127.0.0.0/8, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === '[::1]';
}

/**
 * Whether a link the server built on its PUBLIC_URL can only be opened on the server's own machine:
 * it names a loopback host while this page is open on another address (a phone on the hospital's
 * network), or on another loopback port. The server's PUBLIC_URL defaults to http://localhost, and a
 * link or QR code built on it leads another phone to itself (ADR 0037).
 */
export function onlyOpensOnTheServer(link: string, page: Pick<Location, 'hostname' | 'host'>): boolean {
  const url = parseUrl(link);
  if (!url) return false;
  return isLoopbackHost(url.hostname) && (!isLoopbackHost(page.hostname) || url.host !== page.host);
}
