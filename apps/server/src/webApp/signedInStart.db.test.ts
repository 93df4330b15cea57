import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '../test/fixture.js';

const code = {
  en: ['/assets/HomeScreen-a1.js', '/assets/home-en1.js'],
  zh: ['/assets/HomeScreen-a1.js', '/assets/home-zh1.js'],
};

/** A built web app whose build lists the start page's code, as apps/web/scripts/prerender.mjs writes it. */
function builtWebApp(signedInStart: unknown = { path: '/home', code }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-web-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<html><head><title>shell</title></head><body><div id="root"></div></body></html>');
  fs.mkdirSync(path.join(root, 'prerendered'));
  const pages = { '/': 'splash' };
  for (const variant of ['en', 'zh', 'en.google', 'zh.google'])
    fs.writeFileSync(path.join(root, 'prerendered', `splash.${variant}.html`), '<title>splash</title>');
  fs.writeFileSync(path.join(root, 'prerendered', 'pages.json'), JSON.stringify({ locales: ['en', 'zh'], pages, signedInStart }));
  return root;
}

const preloads = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]);
const signedIn = 'parent_persistent_token=any';

describe('the start page behind HTTPS', () => {
  test.override({ appOptions: { config: { webDist: builtWebApp(), publicUrl: 'https://families.example.org' } } });

  test("names the dashboard's code and texts in the shell for a browser with a persistent login, in its language", async ({ t }) => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const english = await get('/home', { cookie: signedIn });
    expect(english.statusCode).toBe(200);
    expect(preloads(english.body)).toEqual(code.en);
    expect(english.body).toContain('<div id="root"></div>');
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/cookie, accept-language/);
    expect(english.headers['content-security-policy']).toContain("script-src 'self'");
    expect(preloads((await get('/home', { cookie: `${signedIn}; parent_locale=zh` })).body)).toEqual(code.zh);
    expect(preloads((await get('/home?from=game', { cookie: signedIn, 'accept-language': 'zh-CN' })).body)).toEqual(code.zh);
  });

  test('sends the plain shell without a persistent login, and at every other address', async ({ t }) => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    expect(preloads((await get('/home')).body)).toEqual([]);
    expect(preloads((await get('/home', { cookie: 'parent_persistent_token=' })).body)).toEqual([]);
    for (const url of ['/tasks', '/home/dev', '/home/', '/HOME', '/']) {
      const page = await get(url, { cookie: signedIn });
      expect(page.statusCode, url).toBe(200);
      expect(preloads(page.body), url).toEqual([]);
    }
  });
});

describe('the start page over plain http', () => {
  test.override({ appOptions: { config: { webDist: builtWebApp(), publicUrl: 'http://localhost:3000' } } });

  test('is the plain shell: over HTTP/1.1 the code would take the bandwidth the shell needs', async ({ t }) => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: signedIn } });
    expect(page.statusCode).toBe(200);
    expect(preloads(page.body)).toEqual([]);
  });
});

describe('a build whose list of the start page’s code is not its own', () => {
  test.override({
    appOptions: {
      config: {
        webDist: builtWebApp({ path: '/home', code: { en: ['/assets/a.js"><script>alert(1)</script>'], zh: [] } }),
        publicUrl: 'https://families.example.org',
      },
    },
  });

  test('names none of it', async ({ t }) => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: signedIn } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('alert');
    expect(preloads(page.body)).toEqual([]);
  });
});
