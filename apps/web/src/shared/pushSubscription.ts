/**
 * This browser's push subscription (ADR 0021), small enough for the shell: signing out and changing the
 * language ask it first, and only a device with pushes on loads the code that talks to the server about
 * them (pushDevice.ts). A device without pushes fetches nothing at those moments.
 */

/** This browser's push subscription, or null: no service worker, no push, or none made. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker || typeof PushManager === 'undefined') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Signing out ends this browser's subscription too, so whoever signs in here next is not sent the
 * family's news (the server forgets the device as well). Best effort: it never fails or holds sign-out up.
 */
export async function endBrowserPush(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // The server has already forgotten the device on sign-out.
  }
}
