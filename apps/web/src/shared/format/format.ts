import type { Locale } from '../i18n/i18n';
import { pageTimeZone } from '../renderedFor';

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
  // The device's time zone; on the server, the family's (shared/renderedFor.ts).
  const timeZone = pageTimeZone();
  const key = `${locale} ${timeZone ?? ''} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** Where the separators of a whole number go: before every group of three digits that ends the number. */
const thousands = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Numbers with the locale's thousands separators (coins, tokens, counts). Both locales group whole
 * numbers by threes with a comma, so those are written directly: the first Intl formatter a page
 * builds loads the locale's number data, 50 ms on Lighthouse's simulated phone, in the middle of the
 * dashboard's render.
 */
export function formatNumber(value: number, locale: Locale): string {
  if (Number.isSafeInteger(value)) return String(value).replace(thousands, ',');
  return numberFormat(locale).format(value);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in a currency (ISO 4217) with its symbol and the locale's separators: $1,250.00, US$ in
 * zh. Whole amounts drop the cents (a market value of $1,000,000), others keep two decimals.
 */
export function formatMoney(value: number, currency: string, locale: Locale): string {
  const whole = Number.isInteger(value);
  const key = `${locale} ${currency} ${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(intlLocale[locale], {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      });
    } catch {
      // A code this browser does not know: the number, then the code.
      return `${formatNumber(value, locale)} ${currency}`;
    }
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

/** Server times are epoch seconds (docs/protocol.md). */
export function fromEpochSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function formatDate(epochSeconds: number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateFormat(locale, options).format(fromEpochSeconds(epochSeconds));
}

export function formatDateTime(epochSeconds: number, locale: Locale): string {
  return formatDate(epochSeconds, locale, { dateStyle: 'medium', timeStyle: 'short' });
}
