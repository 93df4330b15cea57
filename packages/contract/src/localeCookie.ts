// Its own module, free of zod: the app's first script reads it (shared/i18n), and a module holding a
// schema would bring zod into that script with it.

/** The cookie the server keeps a parent's language in (PUT /api/locale). Not HttpOnly: the app reads it when its own storage was cleared. */
export const localeCookie = 'parent_locale';
