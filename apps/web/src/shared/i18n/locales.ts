/**
 * The app's languages. A file without imports: the script that reads the dashboard ahead before the
 * app's code (shared/lastDashboard) maps the stored language with it too.
 */
export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];

/** Any browser or stored tag (zh-CN, zh-Hant, en-GB, fr) mapped onto a supported locale. */
export function toLocale(tag: string | null | undefined): Locale {
  return tag?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
