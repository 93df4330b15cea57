import * as z from 'zod/mini';

/**
 * The language a parent chose, kept by the server as a cookie (PUT /api/locale, docs/protocol.md). Kept
 * by the browser alone, it would go when Safari clears a site's storage after seven days without a
 * visit; a cookie the server sets is not cleared so.
 */
export const localeChoice = z.strictObject({ locale: z.enum(['en', 'zh']) });
