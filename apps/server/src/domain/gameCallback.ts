/**
 * Anything a browser or a proxy might read differently from the URL parser: whitespace, control
 * characters and backslashes (`https://game.example.org\@evil.example`). A real callback has none.
 */
const ambiguous = /[\s\\\p{Cc}]/u;

/**
 * The game's SSO `callback_url` as the address to send the parent to, or null when it may not be used:
 * its origin (scheme, host and port, as the URL parser writes them) must be one of `allowedOrigins`
 * exactly, and it may carry no user name or password. The caller redirects to this parsed URL, never
 * to the text it came from, so what was checked is what is followed.
 */
export function allowedCallback(raw: string, allowedOrigins: readonly string[]): URL | null {
  if (ambiguous.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  return allowedOrigins.includes(url.origin) ? url : null;
}

/** The callback with the one-time SSO `token` and the `action` the parent took (docs/protocol.md). */
export function gameReturnUrl(callback: URL, token: string, action: string): string {
  const url = new URL(callback);
  url.searchParams.set('token', token);
  url.searchParams.set('action', action);
  return url.toString();
}
