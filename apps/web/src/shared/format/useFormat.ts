import { useTranslation } from 'react-i18next';
import { toLocale } from '../i18n/i18n';
import { formatDate, formatDateTime, formatNumber } from './format';

/** Formatting bound to the current locale; re-renders when the language changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.resolvedLanguage ?? i18n.language);
  return {
    number: (value: number) => formatNumber(value, locale),
    date: (epochSeconds: number, options?: Intl.DateTimeFormatOptions) => formatDate(epochSeconds, locale, options),
    dateTime: (epochSeconds: number) => formatDateTime(epochSeconds, locale),
  };
}
