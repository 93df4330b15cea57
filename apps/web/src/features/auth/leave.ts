/**
 * Leaves the app for another site (the Google issuer, the game): a full navigation, since neither is
 * a route of ours. One place, so tests can watch where the app would go.
 */
export function leaveFor(url: string, { replace = false }: { replace?: boolean } = {}) {
  // replace: a page that only forwards (with a one-time secret in its address) is not one Back away.
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
