import { useTranslation } from './useTranslation';
import { currentLocale, type Locale } from './i18n';

/** The app's locale for components: subscribing to i18n makes a language switch re-render them. */
export function useLocale(): Locale {
  useTranslation();
  return currentLocale();
}
