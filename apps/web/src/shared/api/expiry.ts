import { clearLocalSession } from '../session/storage';

/** How long after expiry the page goes to /signup. */
const EXPIRY_REDIRECT_MS = 1000;

type Listener = () => void;
const expiredListeners = new Set<Listener>();
const redirectListeners = new Set<Listener>();
const pending = new Set<AbortController>();
let expiring = false;
let leaving = 0;
let redirectTimer: ReturnType<typeof setTimeout> | null = null;

/** True between a session expiry and the redirect to /signup; new requests are cancelled meanwhile. */
export function isExpiring(): boolean {
  return expiring;
}

/**
 * Runs a sign-out. The session's calls still on their way are cancelled first, and until it is done
 * no other call is sent (transport.ts): the server may end the session before it answers them, and
 * its refusal of a read nobody waits for any more would only be an error in the browser's console.
 * Should one still come back refused, that is no news either.
 */
export async function leaveSession(signOut: () => Promise<void>): Promise<void> {
  leaving += 1;
  cancelPending('Signing out');
  try {
    await signOut();
  } finally {
    leaving -= 1;
  }
}

/** True while a sign-out is under way (leaveSession). */
export function isLeaving(): boolean {
  return leaving > 0;
}

function cancelPending(why: string) {
  for (const controller of [...pending]) controller.abort(new DOMException(why, 'AbortError'));
  pending.clear();
}

/** Requests register their controller so an expiry or a sign-out can cancel everything in flight. */
export function trackRequest(controller: AbortController): () => void {
  pending.add(controller);
  return () => pending.delete(controller);
}

/**
 * What expiry does (docs/product.md, "Sessions"): forget the local session, cancel pending requests, announce
 * `tokenExpired` (the Session Expired modal listens), and after 1 s ask for the /signup redirect.
 * Idempotent: several requests failing together start it once.
 */
export function beginExpiry() {
  if (expiring) return;
  expiring = true;
  clearLocalSession();
  cancelPending('Session expired');
  for (const listener of [...expiredListeners]) listener();
  redirectTimer = setTimeout(() => {
    redirectTimer = null;
    expiring = false;
    for (const listener of [...redirectListeners]) listener();
  }, EXPIRY_REDIRECT_MS);
}

export function onTokenExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/** Fires when the expiry delay is over and the app should be on /signup. */
export function onExpiryRedirect(listener: Listener): () => void {
  redirectListeners.add(listener);
  return () => redirectListeners.delete(listener);
}

/** Test helper: forget any expiry in progress. */
export function resetExpiryForTests() {
  if (redirectTimer) clearTimeout(redirectTimer);
  redirectTimer = null;
  expiring = false;
  leaving = 0;
  pending.clear();
}
