export type Locale = 'en' | 'zh';

/** The app's language from an Accept-Language header: Chinese when it comes first, else English. */
export function localeFromHeader(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}

/** Programme text in the reader's language: the Chinese text where there is one, else the English. */
export function inLocale(locale: Locale, text: string, textZh: string | null): string {
  return (locale === 'zh' && textZh) || text;
}

// Formatters are costly to build (and hold native memory until collected): one per language, kept.
const countFormats: Record<Locale, Intl.NumberFormat> = { en: new Intl.NumberFormat('en-US'), zh: new Intl.NumberFormat('zh-CN') };

/** A whole number for people, with the reader's thousands separators ('1,234'); a missing one reads 0. */
export function sayCount(value: unknown, locale: Locale): string {
  return countFormats[locale].format(Number(value ?? 0));
}

/** A date for people, in their language and the server's time zone. */
export function formatDay(epochSeconds: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'long' }).format(new Date(epochSeconds * 1000));
}
