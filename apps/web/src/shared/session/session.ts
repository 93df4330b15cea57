import type { AuthData, CommandOutput } from '@t1d/contract';
import { callCommand } from '../api/client';
import { leaveSession, onTokenExpired } from '../api/expiry';
import { forgetServerData } from '../api/serverDataCache';
import { endBrowserPush } from '../pushSubscription';
import { clearLocalSession, getSession, isAuthenticated, subscribeSession, writeSession, type StoredUser } from './storage';

/**
 * An auth answer whose user_id is empty or the text 'null': refused. Its message is for
 * logs; people read the contract's text for it (authErrors.ts), which the app shell need not carry.
 */
export class InvalidUserIdError extends Error {
  constructor() {
    super('The auth answer has no valid user_id');
    this.name = 'InvalidUserIdError';
  }
}

type PersistentAuth = CommandOutput<'ParentAuthHandler.checkPersistentAuth'>;
type AuthAnswer = (AuthData | PersistentAuth) & { hospital?: string | null };

function hasValidUserId(userId: unknown): boolean {
  if (userId === null || userId === undefined) return false;
  const text = String(userId).trim();
  return text !== '' && text !== 'null';
}

/** Stores a sign-in, sign-up or restored session. Throws InvalidUserIdError for a bad user_id. */
export function storeAuth(data: AuthAnswer, extra: { campaign?: string | null } = {}) {
  if (!hasValidUserId(data.user_id)) throw new InvalidUserIdError();
  const user: StoredUser = {
    user_id: data.user_id,
    family_id: data.family_id,
    p_code: data.p_code,
    email: data.email,
    real_name: data.real_name,
    hospital_name: data.hospital ?? null,
    campaign_name: extra.campaign ?? null,
    webapp_version_key: data.webapp_version_key,
    campaign: extra.campaign ?? null,
  };
  writeSession(data.token, user);
  restoreState = 'unknown';
}

/**
 * Persistent login: without a token, the HttpOnly cookie may still hold a
 * persistent login that checkPersistentAuth exchanges for a session. A failed check clears the
 * cookie on the server, so after one failure nothing can succeed until this app signs in again;
 * remembering that saves a request on every navigation.
 */
type RestoreState = 'unknown' | 'pending' | 'signedOut';
let restoreState: RestoreState = 'unknown';
let inFlight: Promise<boolean> | null = null;
const restoreListeners = new Set<() => void>();

function setRestoreState(next: RestoreState) {
  restoreState = next;
  for (const listener of [...restoreListeners]) listener();
}

export function getRestoreState(): RestoreState {
  return restoreState;
}

export function subscribeRestoreState(listener: () => void): () => void {
  restoreListeners.add(listener);
  return () => restoreListeners.delete(listener);
}

/**
 * Resolves true when a session is stored (already, or restored now from the persistent login).
 * `force` asks the server even after an earlier "no": the splash's 'Let's Go!' is an explicit check.
 */
export function restorePersistentLogin(options: { force?: boolean } = {}): Promise<boolean> {
  if (isAuthenticated()) return Promise.resolve(true);
  if (restoreState === 'signedOut' && !options.force) return Promise.resolve(false);
  if (inFlight) return inFlight;
  setRestoreState('pending');
  // `optional`: with no saved login the server answers null, so a signed-out page load logs no 401.
  inFlight = callCommand('ParentAuthHandler.checkPersistentAuth', { optional: true })
    .then((data) => {
      if (!data) {
        setRestoreState('signedOut');
        return false;
      }
      storeAuth(data);
      setRestoreState('unknown');
      return true;
    })
    .catch(() => {
      setRestoreState('signedOut');
      return false;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Signs out: the server ends the session (and forgets this device's push subscription) and clears
 * the persistent cookie; without a (working) session, clearPersistentAuth still clears the cookie.
 * Server failures change nothing for the user: the local session is forgotten either way.
 */
export function signOut(): Promise<void> {
  return leaveSession(async () => {
    // This browser's push subscription ends too: best effort, and nothing here waits for it.
    void endBrowserPush();
    const ended = getSession().token
      ? await callCommand('ParentAuthHandler.signout', {}, { expiry: 'ignore', duringSignOut: true }).then(
          () => true,
          () => false,
        )
      : false;
    if (!ended) await callCommand('ParentAuthHandler.clearPersistentAuth', {}, { duringSignOut: true }).catch(() => undefined);
    forgetSession();
  });
}

/** Forgets the local session and cached server data without calling the server. */
export function forgetSession() {
  clearLocalSession();
  forgetServerData();
  setRestoreState('signedOut');
}

/**
 * Query keys carry no user, so the cached answers belong to the user signed in when they came: when
 * the session ends or passes to another account (here, by an invitation accepted on a signed-in
 * device, or in another tab) they are forgotten, and a session ended elsewhere is not silently
 * restored from the cookie behind this tab's back.
 */
let seen = getSession();
subscribeSession(() => {
  const now = getSession();
  if (seen.user && String(seen.user.user_id) !== String(now.user?.user_id)) forgetServerData();
  if (seen.token && !now.token) setRestoreState('signedOut');
  seen = now;
});

// The user was told to sign in again: do not silently restore a session behind the modal, even
// if clearing the cookie did not reach the server.
onTokenExpired(() => {
  forgetServerData();
  setRestoreState('signedOut');
});

/**
 * The server sent this page without a persistent login in its request (a prerendered page, which it
 * sends only then: main.tsx): checkPersistentAuth could only answer null, so it is not asked.
 */
export function settleAsSignedOut() {
  if (!isAuthenticated()) setRestoreState('signedOut');
}

/** Test helper. */
export function resetRestoreStateForTests() {
  inFlight = null;
  restoreState = 'unknown';
}
