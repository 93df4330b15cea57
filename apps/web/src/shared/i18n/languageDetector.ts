/** What the app asks of a language detector: the languages to try, best first, and where to keep the one in effect. */
export interface LanguageDetector {
  detect(): string[];
  cacheUserLanguage(language: string): void;
}

/** What a language tag may look like to be considered at all (as i18next's browser detector checks it). */
const safeTag = /^[\w@.-]{1,128}$/;

function storedLanguage(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    // Storage blocked (private mode, a sandboxed frame): the browser's language decides.
    return null;
  }
}

/** The language the server keeps for this browser (PUT /api/locale): still there when Safari cleared the site's storage. */
function cookieLanguage(cookieName: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split(';').find((pair) => pair.trim().startsWith(`${cookieName}=`));
  return found ? decodeURIComponent(found.trim().slice(cookieName.length + 1)) : null;
}

function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return [...(navigator.languages ?? []), navigator.language];
}

/**
 * The choice of language: the stored locale first, then the one the server keeps in a cookie (Safari
 * clears a site's own storage after seven days without a visit, not a cookie the server set), then the
 * browser's languages, in order,
 * each mapped onto a supported locale by `toLocale`; i18n.ts takes the first, en when there is none.
 * The language in effect is stored whenever it changes, the first detection included, so it wins
 * on the next visit. (What i18next-browser-languagedetector did here, with order localStorage then
 * navigator and the localStorage cache, in the few lines the app needs.)
 */
export function storedOrBrowserLanguage(storageKey: string, toLocale: (tag: string) => string, cookieName: string): LanguageDetector {
  return {
    detect() {
      const tags = [storedLanguage(storageKey), cookieLanguage(cookieName), ...browserLanguages()];
      return tags.filter((tag): tag is string => !!tag && safeTag.test(tag) && !tag.includes('..')).map(toLocale);
    },
    cacheUserLanguage(language) {
      try {
        localStorage.setItem(storageKey, language);
      } catch {
        // Nowhere to keep it: the next visit detects again.
      }
    },
  };
}
