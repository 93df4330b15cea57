import { paths } from '../paths';
import { LAST_DASHBOARD_KEY, SAVED_DATA_KEY, TOKEN_KEY, USER_KEY } from './storageKeys';

/**
 * The signed-in session as the browser keeps it (docs/product.md, "Sessions"): the session token under `parent_token`
 * and the user's data under `user_data`, both in localStorage. The persistent login lives in an
 * HttpOnly cookie the server sets; page scripts never see or store it.
 */
export { SAVED_DATA_KEY, TOKEN_KEY, USER_KEY };
/** Set at the first sign-in on this device and kept after signing out: a returning parent is offered Sign In. */
const SIGNED_IN_BEFORE_KEY = 'parent_signed_in_before';

export interface StoredUser {
  user_id: number | string;
  family_id: number | string | null;
  p_code: string | null;
  email: string | null;
  real_name: string | null;
  hospital_name: string | null;
  campaign_name: string | null;
  webapp_version_key: string | null;
  campaign: string | null;
}

interface SessionSnapshot {
  token: string | null;
  user: StoredUser | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionSnapshot = read();

/** localStorage, or null where the browser blocks it; everything the app keeps on the device goes through it. */
export function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes, disabled cookies).
    return null;
  }
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

function read(): SessionSnapshot {
  const storage = safeStorage();
  const token = storage?.getItem(TOKEN_KEY) || null;
  return { token, user: parseUser(storage?.getItem(USER_KEY) ?? null) };
}

function publish() {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getSession(): SessionSnapshot {
  return snapshot;
}

export function getToken(): string | null {
  return snapshot.token;
}

/** A user with a stored token counts as authenticated. */
export function isAuthenticated(): boolean {
  return snapshot.token !== null;
}

export function writeSession(token: string, user: StoredUser) {
  const storage = safeStorage();
  storage?.setItem(TOKEN_KEY, token);
  storage?.setItem(USER_KEY, JSON.stringify(user));
  storage?.setItem(SIGNED_IN_BEFORE_KEY, '1');
  publish();
}

/** Whether a parent has signed in on this device before (the mark outlives signing out). */
export function hasSignedInBefore(): boolean {
  return safeStorage()?.getItem(SIGNED_IN_BEFORE_KEY) === '1';
}

/**
 * Where a signed-out visit goes: /signup with its query kept (`search`, as it came), on the Sign In tab
 * for a device that has signed in before (the page itself still selects Sign Up for invitations and
 * campaigns); a query that names its tab keeps it.
 */
export function signupPathFor(search = ''): string {
  if (!hasSignedInBefore() || new URLSearchParams(search).has('tab')) return paths.signup(search);
  return paths.signup(search ? `${search}&tab=signin` : '?tab=signin');
}

/** The history state a protected page hands /signup when nobody is signed in: the page says 'Not authenticated'. */
export interface SignInRequired {
  signInRequired: true;
}

export const signInRequired: SignInRequired = { signInRequired: true };

export const isSignInRequired = (state: unknown): state is SignInRequired =>
  typeof state === 'object' && state !== null && (state as Partial<SignInRequired>).signInRequired === true;

/** Merges newer fields (e.g. from getUserProfile) into the stored user; absent fields keep their value. */
export function mergeUser(fields: Partial<StoredUser>) {
  const current = snapshot.user;
  if (!current) return;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  safeStorage()?.setItem(USER_KEY, JSON.stringify({ ...current, ...defined }));
  publish();
}

/** Forgets the local session: token, user data and everything kept for this tab. */
export function clearLocalSession() {
  const storage = safeStorage();
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USER_KEY);
  // The family's answers kept for offline use (shared/api/savedServerData.ts) and its last dashboard go with the session.
  storage?.removeItem(SAVED_DATA_KEY);
  storage?.removeItem(LAST_DASHBOARD_KEY);
  try {
    sessionStorage.clear();
  } catch {
    // Nothing to clear when session storage is unavailable.
  }
  publish();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes localStorage; follow it here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) publish();
  });
}

/** Re-reads storage; for code that wrote to localStorage directly (tests, devtools). */
export function reloadSession() {
  publish();
}

/**
 * The session a server render draws for (src/prerender/renderDashboard.tsx): in memory only, since
 * the render has no storage. The token is a placeholder the render never sends.
 */
export function settleForServerRender(user: StoredUser | null) {
  snapshot = { token: user ? 'server-render' : null, user };
  for (const listener of listeners) listener();
}
