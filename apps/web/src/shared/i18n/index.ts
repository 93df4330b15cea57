export { currentLocale, i18n, loadTexts, locales, setLocale, textsReady, toLocale, type Locale } from './i18n';
export type { Namespace } from './resources';
export { messageKey, reasonText, refusalText, translateMessage, useTranslateMessage } from './serverText';
export { useLocale } from './useLocale';
