export { currentLocale, i18n, LOCALE_STORAGE_KEY, locales, setLocale, toLocale, type Locale } from './i18n';
export { messageKey, reasonText, refusalText, translateMessage, useTranslateMessage } from './serverText';
export { useLocale } from './useLocale';
