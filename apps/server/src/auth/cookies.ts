/**
 * Every cookie of a session the server sets, in one place. All are HttpOnly, `SameSite=Lax` and, behind
 * HTTPS, `Secure` (the gateway's cookie jar sets the attributes). The one other cookie, the language a
 * parent chose (`localeCookie` in the contract), holds no secret and is read by the app.
 */

/** The persistent login of a browser (docs/protocol.md). */
export const persistentCookie = 'parent_persistent_token';

/**
 * The mark of a browser where a parent signed in before (ADR 0012). It signs nobody in; it only spares
 * its owner the lock-out an attacker causes by guessing at their e-mail. Signing out keeps it; a
 * password change or signing out on all devices ends it.
 */
export const deviceCookie = 'parent_device';

/** Ties a Google sign-in to the browser that started it (login CSRF). */
export const googleStateCookie = 'google_sign_in';

/** How a handler reads and writes the cookies of the request it answers. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
  clear(name: string): void;
}
