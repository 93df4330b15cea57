import { useSyncExternalStore } from 'react';
import { getRestoreState, subscribeRestoreState } from './session';
import { getSession, subscribeSession } from './storage';

// The third getter is the first render's when a prerendered page hydrates (main.tsx): that page is
// hydrated only for a browser without a stored session, as the build rendered it.
export function useSession() {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return { ...session, authenticated: session.token !== null };
}

export function useRestoreState() {
  return useSyncExternalStore(subscribeRestoreState, getRestoreState, getRestoreState);
}
