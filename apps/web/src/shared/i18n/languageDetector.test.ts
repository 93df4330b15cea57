import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLocale } from './i18n';
import { storedOrBrowserLanguage } from './languageDetector';

const key = 'locale-test';
const cookieName = 'locale_cookie_test';
const detector = storedOrBrowserLanguage(key, toLocale, cookieName);

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

afterEach(() => {
  localStorage.removeItem(key);
  document.cookie = `${cookieName}=; max-age=0`;
  vi.restoreAllMocks();
});

describe('the language detector (stored locale first, then the browser’s)', () => {
  it('takes the stored locale before the browser’s languages', () => {
    browserLanguages(['en-US']);
    localStorage.setItem(key, 'zh');
    expect(detector.detect()[0]).toBe('zh');
  });

  it('takes the server’s cookie when the browser’s storage was cleared, as Safari does after seven days', () => {
    browserLanguages(['en-US']);
    document.cookie = `${cookieName}=zh`;
    expect(detector.detect()[0]).toBe('zh');
    // The stored locale, when there is one, still comes first.
    localStorage.setItem(key, 'en');
    expect(detector.detect()[0]).toBe('en');
  });

  it('maps the browser’s languages onto en and zh, in order', () => {
    browserLanguages(['zh-TW', 'en-GB']);
    expect(detector.detect()).toEqual(['zh', 'en', 'zh']);
    browserLanguages(['fr-FR']);
    expect(detector.detect()[0]).toBe('en');
  });

  it('skips a stored value that is no language tag', () => {
    browserLanguages(['zh-CN']);
    localStorage.setItem(key, '" onmouseover="x()');
    expect(detector.detect()[0]).toBe('zh');
  });

  it('stores the language in effect', () => {
    detector.cacheUserLanguage('zh');
    expect(localStorage.getItem(key)).toBe('zh');
    detector.cacheUserLanguage('en');
    expect(localStorage.getItem(key)).toBe('en');
  });
});
