/**
 * Leaves the app for another site (the Google issuer, the game): a full navigation, since neither is
 * a route of ours. One place, so tests can watch where the app would go.
 */
export function leaveFor(url: string) {
  window.location.assign(url);
}
