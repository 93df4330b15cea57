/**
 * What the app keeps in localStorage, by name. A file of constants only: the script that paints the
 * last dashboard before the app's code (shared/lastDashboard) is built from it too, and carries
 * nothing else of the app.
 */

/** The session token (docs/product.md, "Sessions"). */
export const TOKEN_KEY = 'parent_token';
/** The signed-in user's data. */
export const USER_KEY = 'user_data';
/** The family's last answers, kept on the device for the dashboard offline (shared/api/savedServerData.ts). */
export const SAVED_DATA_KEY = 'parent_query_cache';
/** The dashboard as it was last drawn with fresh answers, painted at the next start (shared/lastDashboard). */
export const LAST_DASHBOARD_KEY = 'parent_last_dashboard';
/** Older than a week, a saved answer is no help to a parent: it is dropped. */
export const SAVED_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The language the parent chose or the app detected, stored whenever it changes (shared/i18n). */
export const LOCALE_KEY = 'locale';
