import type { Locale } from '../i18n/i18n';

const intlLocale: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' };

/** Whole numbers with the locale's thousands separators (coins, tokens, counts). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale[locale]).format(value);
}

/** Server times are epoch seconds (PROTOCOL.md). */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function formatDate(
  epochSeconds: number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocale[locale], options).format(fromEpochSeconds(epochSeconds));
}

export function formatDateTime(epochSeconds: number, locale: Locale): string {
  return formatDate(epochSeconds, locale, { dateStyle: 'medium', timeStyle: 'short' });
}
