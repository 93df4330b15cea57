import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '../test/fixture.js';

/** A built web app with prerendered pages, as apps/web/scripts/prerender.mjs writes them. */
function builtWebApp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-web-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<title>shell</title>');
  fs.mkdirSync(path.join(root, 'prerendered'));
  const pages = { '/': 'splash', '/signup': 'signup' };
  for (const name of Object.values(pages)) {
    for (const variant of ['en', 'zh', 'en.google', 'zh.google']) {
      fs.writeFileSync(path.join(root, 'prerendered', `${name}.${variant}.html`), `<title>${name}.${variant}</title>`);
    }
  }
  fs.writeFileSync(path.join(root, 'prerendered', 'pages.json'), JSON.stringify({ locales: ['en', 'zh'], pages }));
  return root;
}

const titleOf = (body: string) => /<title>(.*)<\/title>/.exec(body)?.[1];

describe('the prerendered first pages', () => {
  test.override({ appOptions: { config: { webDist: builtWebApp() } } });

  test('go to a visitor without a session, in the language of the locale cookie or else the browser', async ({ t }) => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    expect(titleOf((await get('/')).body)).toBe('splash.en');
    expect(titleOf((await get('/signup', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })).body)).toBe('signup.zh');
    expect(titleOf((await get('/signup', { 'accept-language': 'zh-TW' })).body)).toBe('signup.zh');
    expect(titleOf((await get('/', { 'accept-language': 'fr-FR,zh;q=0.5' })).body)).toBe('splash.en');
    // The parent's own choice wins over the browser's languages; a value the app does not know does not.
    expect(titleOf((await get('/', { 'accept-language': 'en-GB', cookie: 'parent_locale=zh' })).body)).toBe('splash.zh');
    expect(titleOf((await get('/', { 'accept-language': 'zh', cookie: 'parent_locale=fr' })).body)).toBe('splash.zh');
    const page = await get('/signup');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/cookie, accept-language/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  test('a query, a persistent login or another address gets the shell; the pages are not files of their own', async ({ t }) => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    for (const url of [
      '/?campaign=spring',
      '/signup?invite_code=ABC',
      '/signup?tab=signin',
      '/home',
      '/constructor',
      '/__proto__',
      '/signup/',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(titleOf(page.body), url).toBe('shell');
    }
    expect(titleOf((await get('/', { cookie: 'parent_persistent_token=anything' })).body)).toBe('shell');
    for (const url of ['/prerendered/splash.en.html', '/prerendered/pages.json', '/prerendered/signup.zh.google.html']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    // Malformed headers change nothing but the language.
    const odd = await get('/', { 'accept-language': ';;,\u0000q=', cookie: 'parent_locale=%E0%A4%A' });
    expect(odd.statusCode).toBe(200);
    expect(titleOf(odd.body)).toBe('splash.en');
  });
});

describe('the prerendered first pages of a deployment with Google sign-in', () => {
  test.override({
    appOptions: {
      config: { webDist: builtWebApp(), oidc: { issuer: 'http://127.0.0.1:9', clientId: 'app', clientSecret: 'secret' } },
    },
  });

  test('are the variant with the Google button', async ({ t }) => {
    const page = await t.app.inject({ method: 'GET', url: '/signup', headers: { 'accept-language': 'zh' } });
    expect(titleOf(page.body)).toBe('signup.zh.google');
  });
});
