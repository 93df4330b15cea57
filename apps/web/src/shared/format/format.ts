import type { Locale } from '../i18n/i18n';

const intlLocale: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' };

// Building an Intl formatter costs far more than using one, and lists format a value per row on
// every render: keep one per locale and options.
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale]);
    numberFormats.set(locale, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Whole numbers with the locale's thousands separators (coins, tokens, counts). */
export function formatNumber(value: number, locale: Locale): string {
  return numberFormat(locale).format(value);
}

/** Server times are epoch seconds (PROTOCOL.md). */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function formatDate(epochSeconds: number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateFormat(locale, options).format(fromEpochSeconds(epochSeconds));
}

export function formatDateTime(epochSeconds: number, locale: Locale): string {
  return formatDate(epochSeconds, locale, { dateStyle: 'medium', timeStyle: 'short' });
}
