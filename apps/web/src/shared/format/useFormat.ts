import { useLocale } from '../i18n/useLocale';
import { formatDate, formatDateTime, formatMoney, formatNumber } from './format';

/** Formatting bound to the current locale; re-renders when the language changes. */
export function useFormat() {
  const locale = useLocale();
  return {
    number: (value: number) => formatNumber(value, locale),
    money: (value: number, currency: string) => formatMoney(value, currency, locale),
    date: (epochSeconds: number, options?: Intl.DateTimeFormatOptions) => formatDate(epochSeconds, locale, options),
    dateTime: (epochSeconds: number) => formatDateTime(epochSeconds, locale),
  };
}
