import { localeCookie } from '@t1d/contract';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedOrBrowserLanguage } from './languageDetector';
import { alwaysLoaded, bundled, loaders, type Namespace, type Texts } from './resources';

const LOCALE_STORAGE_KEY = 'locale';
export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Texts;
  }
}

/** Any browser or stored tag (zh-CN, zh-Hant, en-GB, fr) mapped onto a supported locale. */
export function toLocale(tag: string | null | undefined): Locale {
  return tag?.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

/** The web app manifest of a language (public/); both have the same id, so either installs the same app. */
export const manifestOf = (locale: Locale) => `/manifest${locale === 'zh' ? '.zh' : ''}.webmanifest`;

function applyDocumentLanguage(locale: string) {
  if (typeof document === 'undefined') return;
  // Screen readers pick their voice from lang; the tab title follows the language too.
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : 'en';
  document.title = i18n.t('appName', { lng: toLocale(locale) });
  // The manifest of the language: the name under the icon and the words of the install dialog (public/).
  document.querySelector('link[rel=manifest]')?.setAttribute('href', manifestOf(toLocale(locale)));
}

i18n.on('languageChanged', applyDocumentLanguage);

type TextsFilter = (language: string, namespace: string, texts: object) => object;

// Always a copy: i18next writes later changes into the object it is given (serverTexts.ts), and the
// bundled texts must stay as shipped, to go back to.
let textsFilter: TextsFilter = (_language, _namespace, texts) => structuredClone(texts);

/** What every namespace passes through as it loads: the operators' wordings, once serverTexts.ts has them. */
export function filterLoadedTexts(filter: TextsFilter): void {
  textsFilter = filter;
}

/** Fetches a namespace's texts the first time a screen (or a language switch) needs them. */
const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[toLocale(language)][namespace as Namespace];
    load().then(
      (texts) => callback(null, textsFilter(language, namespace, texts.default)),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

/** Emitted on `i18n` when texts already on screen changed (the operators' wordings, serverTexts.ts). */
export const textsChangedEvent = 'textsChanged';

/**
 * Resolves once the texts every screen needs are there in the detected language: at once for
 * English (bundled), after one small fetch for Chinese. main.tsx paints after it, so the first paint
 * is already translated.
 */
export const textsReady = i18n
  // The stored locale first, then the server's cookie, then the browser's language, fallback en.
  .use(storedOrBrowserLanguage(LOCALE_STORAGE_KEY, toLocale, localeCookie))
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    // Copied: i18next writes the operators' wordings into what it holds (serverTexts.ts), and the bundled
    // texts must stay as shipped, to go back to.
    resources: structuredClone(bundled),
    // Namespaces not bundled come from lazyTexts.
    partialBundledLanguages: true,
    ns: [...alwaysLoaded],
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: [...locales],
    // With English bundled, start synchronously: an English first paint need not wait at all.
    initAsync: false,
    interpolation: { escapeValue: false },
    // What shows texts draws again when the language changes, and when texts an operator changed arrive
    // after the first paint (serverTexts.ts emits textsChanged). Not on every text added to the store
    // (react-i18next's bindI18nStore): each namespace loaded for one part of a page then drew every
    // part of it again, the whole dashboard when the install card's texts came (ADR 0050).
    react: { bindI18n: `languageChanged ${textsChangedEvent}` },
    // Keeps the browser console clean of the library's advertisement.
    showSupportNotice: false,
  });

/** Loads the texts a screen shows, in the current language, before it opens (see routes.tsx). */
export function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

export function currentLocale(): Locale {
  return toLocale(i18n.resolvedLanguage ?? i18n.language);
}

/** The parent's choice of language: in effect at once, stored here, and kept by the server for this browser. */
export async function setLocale(locale: Locale) {
  await i18n.changeLanguage(locale);
  keepOnServer(locale);
}

/**
 * Asks the server to keep the choice as a cookie (PUT /api/locale). Offline, it asks once the browser
 * is back online; the choice is in effect and stored here meanwhile.
 */
function keepOnServer(locale: Locale) {
  const send = () => {
    if (currentLocale() !== locale) return;
    void fetch('/api/locale', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale }),
      keepalive: true,
    }).catch(() => undefined);
  };
  if (navigator.onLine) send();
  else window.addEventListener('online', send, { once: true });
}

export { i18n };
