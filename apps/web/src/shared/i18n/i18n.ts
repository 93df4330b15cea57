import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en, namespaces, resources } from './resources';

export const LOCALE_STORAGE_KEY = 'locale';
export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

/** Any browser or stored tag (zh-CN, zh-Hant, en-GB, fr) mapped onto a supported locale. */
export function toLocale(tag: string | null | undefined): Locale {
  return tag?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function applyDocumentLanguage(locale: string) {
  if (typeof document === 'undefined') return;
  // Screen readers pick their voice from lang; the tab title follows the language too.
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('appName', { lng: toLocale(locale) });
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: namespaces,
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: [...locales],
    // Resources are bundled, so start synchronously: the first paint is already translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    // Keeps the browser console clean of the library's advertisement.
    showSupportNotice: false,
    detection: {
      // The spec: stored locale first, then the browser's language, fallback en.
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LOCALE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (tag: string) => toLocale(tag),
    },
  });

export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

export function setLocale(locale: Locale) {
  return i18n.changeLanguage(locale);
}

export { i18n };
