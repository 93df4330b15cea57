/**
 * The web app's pages the server points at: the pages its invitation and login links open, the pages a
 * push opens on a tap, and the pages Google's sign-in returns to. The app registers its screens at
 * these same paths (apps/web/src/shared/paths.ts builds on them, and apps/web/src/app/appPaths.test.ts
 * fails when one is not a screen of the app). Plain strings without zod: every page of the app loads them.
 */
export const appPaths = {
  /** The splash: a parent login link opens it with `?token=`, and it hands the token on. */
  splash: '/',
  signup: '/signup',
  childSignup: '/child-signup',
  /** A child's one-time login link, which forwards to the game. */
  childLogin: '/child-login',
  /** Google's way back to the app: both addresses, one page. */
  googleCallback: '/google-callback',
  googleSso: '/googlesso',
  familyMembers: '/family-member-management',
  notifications: '/notifications',
  redFlags: '/red-flag-and-interventions',
  doctorReferral: '/doctor-referral',
  receivedBackpack: '/received-backpack',
} as const;

export type AppPath = (typeof appPaths)[keyof typeof appPaths];
