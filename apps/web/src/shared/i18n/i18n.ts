import { localeCookie } from '@t1d/contract';
import type { FlatNamespace, TFunction } from 'i18next';
import { LOCALE_KEY } from '../session/storageKeys';
import { storedOrBrowserLanguage } from './languageDetector';
import { locales, toLocale, type Locale } from './locales';
import { alwaysLoaded, bundled, loaders, type Namespace, type Texts } from './resources';
import { TextStore, textsChangedEvent, type TextsFilter } from './textStore';

export { locales, toLocale, type Locale };

// i18next's types check every key the app words against the English files; its code is not used (ADR 0055).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Texts;
  }
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

/** Emitted on `i18n` when texts already on screen changed (the operators' wordings, serverTexts.ts). */
export { textsChangedEvent };

// A namespace's texts are fetched the first time a screen (or a language switch) needs them.
const store = new TextStore(async (language, namespace) => (await loaders[language][namespace as Namespace]()).default, toLocale, 'common');
// Always a copy: the operators' wordings are written into what the store holds (serverTexts.ts), and
// the bundled texts must stay as shipped, to go back to.
store.filterLoaded = (_language, _namespace, texts) => structuredClone(texts);

/** What every namespace passes through as it arrives: the operators' wordings, once serverTexts.ts has them. */
export function filterLoadedTexts(filter: TextsFilter): void {
  store.filterLoaded = filter;
}

for (const [namespace, texts] of Object.entries(bundled.en)) store.addResourceBundle('en', namespace, structuredClone(texts));

/** The texts, typed: every key `t` is given is checked against the English files. */
const i18n = store as unknown as Omit<TextStore, 't' | 'getFixedT'> & {
  t: TFunction<['common', ...Exclude<FlatNamespace, 'common'>[]]>;
  getFixedT<N extends Namespace | readonly Namespace[]>(language: string | null, namespaces: N): TFunction<N>;
};

i18n.on('languageChanged', () => applyDocumentLanguage(i18n.language));

// The stored locale first, then the server's cookie, then the browser's language, fallback en.
const detector = storedOrBrowserLanguage(LOCALE_KEY, toLocale, localeCookie);
i18n.startIn(toLocale(detector.detect()[0]));
detector.cacheUserLanguage(i18n.language);
i18n.on('languageChanged', () => detector.cacheUserLanguage(i18n.language));
applyDocumentLanguage(i18n.language);

/**
 * Resolves once the texts every screen needs are there in the detected language: at once for
 * English (bundled), after one small fetch for Chinese. main.tsx paints after it, so the first paint
 * is already translated.
 */
export const textsReady: Promise<void> = i18n
  .loadNamespaces([...alwaysLoaded])
  .catch(() => undefined)
  .then(() => applyDocumentLanguage(i18n.language));

/** Loads the texts a screen shows, in the current language, before it opens (see routes.tsx). */
export function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/**
 * Loads the texts of a part fetched on use (a dialog, the install offer) with its code: a failure does
 * not stop the part, which then shows them in English (or by their keys) and asks again as it is drawn.
 * A screen's own texts reject instead (loadTexts): its boundary says it could not load.
 */
export function loadPartTexts(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces).catch(() => undefined);
}

export function currentLocale(): Locale {
  return i18n.language;
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

/** The same store, untyped: for the hook that hands out `t` typed by its namespaces (useTranslation.ts). */
export { i18n, store as textStore };
