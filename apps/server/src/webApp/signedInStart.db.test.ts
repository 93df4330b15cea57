import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '../test/fixture.js';

const files = {
  en: { first: [], code: ['/assets/HomeScreen-a1.js', '/assets/home-en1.js'], styles: ['/assets/HomeScreen-a1.css'] },
  zh: {
    first: ['/assets/common-zh1.js'],
    code: ['/assets/HomeScreen-a1.js', '/assets/home-zh1.js'],
    styles: ['/assets/HomeScreen-a1.css'],
  },
};
const shell = '<html><head><title>shell</title></head><body><div id="root"></div></body></html>';

/** A built web app whose build lists the start page's files, as apps/web/scripts/prerender.mjs writes them. */
function builtWebApp(signedInStart: unknown = { path: '/home', files }, { missing = [] as string[] } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-web-'));
  fs.writeFileSync(path.join(root, 'index.html'), shell);
  fs.mkdirSync(path.join(root, 'prerendered'));
  fs.mkdirSync(path.join(root, 'assets'));
  for (const file of new Set(Object.values(files).flatMap((each) => [...each.first, ...each.code, ...each.styles]))) {
    if (!missing.includes(file)) fs.writeFileSync(path.join(root, file), '');
  }
  const pages = { '/': 'splash' };
  for (const variant of ['en', 'zh', 'en.google', 'zh.google'])
    fs.writeFileSync(path.join(root, 'prerendered', `splash.${variant}.html`), '<title>splash</title>');
  fs.writeFileSync(path.join(root, 'prerendered', 'pages.json'), JSON.stringify({ locales: ['en', 'zh'], pages, signedInStart }));
  return root;
}

/** The files the page names, each with how: `first` (the shell's priority), `code` and `styles` (low priority). */
const named = (body: string) => ({
  first: [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
  code: [...body.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]),
  styles: [...body.matchAll(/<link rel="preload" as="style" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]),
});
const signedIn = 'parent_persistent_token=any';

describe('the start page behind HTTPS', () => {
  test.override({ appOptions: { config: { webDist: builtWebApp(), publicUrl: 'https://families.example.org' } } });

  test("names the dashboard's files in the shell for a browser with a persistent login, in its language", async ({ t }) => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const english = await get('/home', { cookie: signedIn });
    expect(english.statusCode).toBe(200);
    expect(named(english.body)).toEqual(files.en);
    // The shell as it is, with the links added before its head ends.
    expect(english.body.replace(/\s*<link [^>]+>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(shell);
    expect(english.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toMatch(/cookie, accept-language/);
    expect(english.headers['content-security-policy']).toContain("script-src 'self'");
    // Chinese texts the app waits for come first, at the shell's priority.
    expect(named((await get('/home', { cookie: `${signedIn}; parent_locale=zh` })).body)).toEqual(files.zh);
    expect(named((await get('/home?from=game', { cookie: signedIn, 'accept-language': 'zh-CN' })).body)).toEqual(files.zh);
  });

  test('answers a browser that has the page already with 304, each language with its own validator', async ({ t }) => {
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/home', headers });
    const english = await get({ cookie: signedIn });
    const etag = english.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get({ cookie: signedIn, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const chinese = await get({ cookie: `${signedIn}; parent_locale=zh`, 'if-none-match': etag });
    expect(chinese.statusCode).toBe(200);
    expect(chinese.headers.etag).not.toBe(etag);
  });

  test('sends the plain shell without a persistent login, and at every other address', async ({ t }) => {
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    expect((await get('/home')).body).not.toContain('<link');
    expect((await get('/home', { cookie: 'parent_persistent_token=' })).body).not.toContain('<link');
    for (const url of ['/tasks', '/home/dev', '/home/', '/HOME', '/']) {
      const page = await get(url, { cookie: signedIn });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('<link');
    }
  });
});

describe('the start page over plain http', () => {
  test.override({ appOptions: { config: { webDist: builtWebApp(), publicUrl: 'http://localhost:3000' } } });

  test('is the plain shell: over HTTP/1.1 the files would take the bandwidth the shell needs', async ({ t }) => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: signedIn } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<link');
  });
});

describe('a build whose list of the start page’s files is not its own', () => {
  test.override({
    appOptions: {
      config: {
        webDist: builtWebApp({
          path: '/home',
          files: { ...files, en: { ...files.en, code: ['/assets/a.js"><script>alert(1)</script>'] } },
        }),
        publicUrl: 'https://families.example.org',
      },
    },
  });

  test('names none of it', async ({ t }) => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: signedIn } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('alert');
    expect(page.body).not.toContain('<link');
  });
});

describe('a build whose list names a file it does not have', () => {
  test.override({
    appOptions: {
      config: { webDist: builtWebApp(undefined, { missing: ['/assets/home-zh1.js'] }), publicUrl: 'https://families.example.org' },
    },
  });

  test('names none of it: each would be refused at every visit', async ({ t }) => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: signedIn } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<link');
  });
});
