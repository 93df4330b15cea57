import { useSyncExternalStore } from 'react';
import { getRestoreState, subscribeRestoreState } from './session';
import { getSession, subscribeSession } from './storage';

export function useSession() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  return { ...session, authenticated: session.token !== null };
}

export function useRestoreState() {
  return useSyncExternalStore(subscribeRestoreState, getRestoreState);
}
