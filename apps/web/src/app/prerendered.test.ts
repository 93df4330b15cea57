import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { reloadSession } from '../shared/session/storage';
import { hydratesPrerendered, prerenderedPages } from './prerendered';
import { screens } from './routes';

const splash = { path: '/', lang: 'en' };

describe('a prerendered page', () => {
  afterEach(async () => {
    localStorage.clear();
    reloadSession();
    await i18n.changeLanguage('en');
  });

  it('is a routed screen that anyone may open', () => {
    for (const page of prerenderedPages) expect(screens.find((screen) => screen.path === page.path)?.access).not.toBe('session');
  });

  it('is hydrated on its own address, without a query, in the language the app chose, for a browser without a session', async () => {
    expect(hydratesPrerendered(splash, { pathname: '/', search: '' })).toBe(true);
    expect(hydratesPrerendered({ path: '/signup', lang: 'en' }, { pathname: '/signup', search: '' })).toBe(true);
    expect(hydratesPrerendered(splash, { pathname: '/', search: '?campaign=a' })).toBe(false);
    expect(hydratesPrerendered(splash, { pathname: '/signup', search: '' })).toBe(false);
    expect(hydratesPrerendered({ path: undefined, lang: 'en' }, { pathname: '/', search: '' })).toBe(false);
    expect(hydratesPrerendered({ path: '/', lang: 'zh-CN' }, { pathname: '/', search: '' })).toBe(false);
    await i18n.changeLanguage('zh');
    expect(hydratesPrerendered({ path: '/', lang: 'zh-CN' }, { pathname: '/', search: '' })).toBe(true);
  });

  it('is rendered afresh where the device keeps an operator’s wordings, which the build did not render', () => {
    localStorage.setItem(
      'server_texts',
      JSON.stringify({ fetchedAt: 1, texts: [{ text_key: 'splash.title', en: 'Welcome', zh: '欢迎' }] }),
    );
    expect(hydratesPrerendered(splash, { pathname: '/', search: '' })).toBe(false);
    localStorage.setItem('server_texts', JSON.stringify({ fetchedAt: 1, texts: [] }));
    expect(hydratesPrerendered(splash, { pathname: '/', search: '' })).toBe(true);
  });

  it('is rendered afresh for a history entry that carries what a screen was sent with, even reloaded', () => {
    const signup = { path: '/signup', lang: 'en' };
    const here = { pathname: '/signup', search: '' };
    expect(hydratesPrerendered(signup, here, { usr: { loginLinkFailed: true }, key: 'a1', idx: 1 })).toBe(false);
    expect(hydratesPrerendered(signup, here, { usr: null, key: 'a1', idx: 1 })).toBe(true);
    expect(hydratesPrerendered(signup, here, null)).toBe(true);
  });

  it('is rendered afresh for a browser with a stored session, which goes on to the dashboard', () => {
    localStorage.setItem('parent_token', 'a-token');
    reloadSession();
    expect(hydratesPrerendered(splash, { pathname: '/', search: '' })).toBe(false);
  });
});
