import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, test } from '../test/fixture.js';
import type { Parent } from '../test/testApp.js';

// The family's dashboard drawn into its start page (ADR 0061), at the door: the build's worker is
// stood in for by one that draws what it was given (the web app's own drawing is the journeys').

const shell =
  '<html lang="en"><head><title>shell</title></head><body><div id="root"></div><script src="/assets/lastDashboard-a1.js"></script></body></html>';
const styles = ['/assets/HomeScreen-a1.css', '/assets/GoalList-a1.css'];

/** A worker that names the reads the dashboard asks, and draws who and what it was given, escaped. */
const drawingWorker = `
const { parentPort } = require('node:worker_threads');
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
parentPort.on('message', (message) => {
  if (message.kind === 'reads') {
    parentPort.postMessage({ id: message.id, reads: [
      { call: { cmd: 'ParentAuthHandler.getUserProfile' }, asData: true },
      { call: { cmd: 'ParentFamilyHandler.get_members', filter_role: 'child' }, asData: true },
      { call: { cmd: 'GmsInfluenceApi.getParentTasks', parent_code: message.parentCode }, asData: true },
    ] });
    return;
  }
  const { render } = message;
  if (render.user.real_name === 'Fails') return parentPort.postMessage({ id: message.id, error: 'drawing failed' });
  parentPort.postMessage({ id: message.id, html: '<main>' + escape(JSON.stringify(render)) + '</main>' });
});`;

function builtWebApp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-web-'));
  fs.writeFileSync(path.join(root, 'index.html'), shell);
  fs.mkdirSync(path.join(root, 'prerendered'));
  fs.writeFileSync(path.join(root, 'prerendered', 'dashboardWorker.js'), drawingWorker);
  const files = { first: [], code: ['/assets/HomeScreen-a1.js'], styles };
  fs.mkdirSync(path.join(root, 'assets'));
  for (const file of [...files.code, ...styles]) fs.writeFileSync(path.join(root, file), '');
  fs.writeFileSync(
    path.join(root, 'prerendered', 'pages.json'),
    JSON.stringify({ locales: ['en', 'zh'], pages: {}, signedInStart: { path: '/home', files: { en: files, zh: files } } }),
  );
  return root;
}

/** What the server drew into the page: the template's marks and what the worker was given; null for none. */
function drawn(body: string) {
  const match =
    /<div id="root"><\/div><template id="served-dashboard" data-owner="(\d+)" data-lang="(\w+)"><main>([^<]*)<\/main><\/template>/.exec(
      body,
    );
  if (!match) return null;
  const given = JSON.parse(match[3]!.replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as {
    locale: string;
    user: Record<string, unknown>;
    reads: { call: Record<string, unknown>; answer: { status: number; body: { data: unknown } } }[];
    timeZone: string;
    hostname: string;
  };
  return { owner: Number(match[1]), lang: match[2], given };
}

describe('the family’s dashboard drawn into its start page', () => {
  test.override({ appOptions: { config: { webDist: builtWebApp() } } });
  const home = (
    t: { app: { inject: (options: object) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> } },
    headers: Record<string, string> = {},
    url = '/home',
  ) => t.app.inject({ method: 'GET', url, headers });

  test('draws the dashboard of the family whose persistent login the browser holds, and no other', async ({ t, parent, stranger }) => {
    for (const [who, other] of [
      [parent, stranger],
      [stranger, parent],
    ] as [Parent, Parent][]) {
      const page = await home(t, { cookie: who.cookie });
      expect(page.statusCode).toBe(200);
      const served = drawn(page.body)!;
      expect(served.owner).toBe(who.userId);
      expect(served.given.user).toMatchObject({ user_id: who.userId, family_id: who.familyId, email: who.email });
      const [profile, children, tasks] = served.given.reads;
      expect(profile?.answer.status).toBe(200);
      expect(profile?.answer.body.data).toMatchObject({ email: who.email });
      expect(JSON.stringify(served.given)).not.toContain(other.email);
      expect(children?.answer.status).toBe(200);
      expect(tasks?.call.parent_code).toBe(served.given.user.p_code);
      expect(tasks?.answer.status).toBe(200);
      // The page as it was, the dashboard's styles render-blocking in its head, its drawing after #root.
      for (const file of styles) expect(page.body).toContain(`<link rel="stylesheet" crossorigin href="${file}">`);
      expect(
        page.body
          .replace(/<template[\s\S]*<\/template>/, '')
          .replace(/\s*<link [^>]+>/g, '')
          .replace(/\s+<\/head>/, '</head>'),
      ).toBe(shell);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers.vary).toMatch(/cookie/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['set-cookie']).toBeUndefined();
    }
  });

  test('draws in the language the app starts in, for the family’s clock and the request’s host', async ({ t, parent }) => {
    const chinese = drawn((await home(t, { cookie: `${parent.cookie}; parent_locale=zh`, host: 'families.example.org' })).body)!;
    expect(chinese.lang).toBe('zh');
    expect(chinese.given.locale).toBe('zh');
    expect(chinese.given.hostname).toBe('families.example.org');
    expect(chinese.given.timeZone).toBe(
      (await t.database.db.selectFrom('families').select('time_zone').where('id', '=', parent.familyId).executeTakeFirstOrThrow())
        .time_zone,
    );
    expect(drawn((await home(t, { cookie: parent.cookie, 'accept-language': 'zh-CN,zh;q=0.9' })).body)?.lang).toBe('zh');
    const english = drawn((await home(t, { cookie: parent.cookie })).body)!;
    expect(english.lang).toBe('en');
    // The device's clock, as the app tells it; anything but a time zone is the family's.
    const onDevice = (zone: string) => home(t, { cookie: `${parent.cookie}; parent_time_zone=${encodeURIComponent(zone)}` });
    expect(drawn((await onDevice('America/New_York')).body)?.given.timeZone).toBe('America/New_York');
    for (const zone of ['Mars/Olympus', '../etc', 'x'.repeat(100), ''])
      expect(drawn((await onDevice(zone)).body)?.given.timeZone, zone).toBe(chinese.given.timeZone);
  });

  test('sends the app’s shell without a live persistent login, and at every other address', async ({ t, parent }) => {
    const shellOnly = async (headers: Record<string, string>, url = '/home') => {
      const page = await home(t, headers, url);
      expect(page.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
      expect(page.body).not.toContain('served-dashboard');
      expect(page.headers['cache-control']).toBe('no-cache');
    };
    await shellOnly({});
    await shellOnly({ cookie: 'parent_persistent_token=' });
    await shellOnly({ cookie: 'parent_persistent_token=forged' });
    await shellOnly({ cookie: `parent_persistent_token=${'x'.repeat(5_000)}` });
    await shellOnly({ cookie: 'parent_persistent_token=%00%1b%0a' });
    // A session token is not a persistent login.
    await shellOnly({ cookie: `parent_persistent_token=${parent.token}` });
    for (const url of ['/home?dev=true', '/home/', '/tasks', '/HOME', '/']) await shellOnly({ cookie: parent.cookie }, url);
    // Signed out: the persistent login is revoked.
    expect((await t.call('ParentAuthHandler.signout', {}, parent.token, { cookie: parent.cookie })).status).toBe(200);
    await shellOnly({ cookie: parent.cookie });
  });

  test('draws a family’s own words as they are, whatever they hold', async ({ t, parent }) => {
    const name = "Chen $' $& $` </template><script>alert(1)</script>";
    await t.database.db.updateTable('users').set({ real_name: name }).where('id', '=', parent.userId).execute();
    const page = await home(t, { cookie: parent.cookie });
    expect(drawn(page.body)?.given.user.real_name).toBe(name);
  });

  test('compresses the page as the browser accepts it', async ({ t, parent }) => {
    const plain = await home(t, { cookie: parent.cookie });
    const encoded = async (acceptEncoding: string) => {
      const page = (await t.app.inject({
        method: 'GET',
        url: '/home',
        headers: { cookie: parent.cookie, 'accept-encoding': acceptEncoding },
      })) as unknown as {
        headers: Record<string, string>;
        rawPayload: Buffer;
      };
      const encoding = page.headers['content-encoding'];
      expect(page.headers.vary).toContain('accept-encoding');
      const body =
        encoding === 'br'
          ? zlib.brotliDecompressSync(page.rawPayload)
          : encoding === 'gzip'
            ? zlib.gunzipSync(page.rawPayload)
            : page.rawPayload;
      expect(drawn(body.toString())?.owner).toBe(parent.userId);
      return encoding;
    };
    expect(await encoded('gzip, deflate, br')).toBe('br');
    expect(await encoded('br;q=0, gzip')).toBe('gzip');
    expect(await encoded('identity')).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  test('sends the shell once the persistent login has expired', async ({ t, parent, clock }) => {
    expect(drawn((await home(t, { cookie: parent.cookie })).body)).not.toBeNull();
    clock.advance(31_536_000);
    expect((await home(t, { cookie: parent.cookie })).body).not.toContain('served-dashboard');
  });

  test('sends the shell when the drawing fails, and draws again after', async ({ t, parent, stranger }) => {
    await t.database.db.updateTable('users').set({ real_name: 'Fails' }).where('id', '=', parent.userId).execute();
    const failed = await home(t, { cookie: parent.cookie });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).not.toContain('served-dashboard');
    expect(drawn((await home(t, { cookie: stranger.cookie })).body)?.owner).toBe(stranger.userId);
  });

  test('answers 50 first visits at once, each its own family’s or the shell, never a failure', async ({ t, parent, stranger }) => {
    const pages = await Promise.all(Array.from({ length: 50 }, (_, index) => home(t, { cookie: (index % 2 ? parent : stranger).cookie })));
    const owners = pages.map((page, index) => {
      expect(page.statusCode).toBe(200);
      const served = drawn(page.body);
      if (served) expect(served.owner).toBe((index % 2 ? parent : stranger).userId);
      return served?.owner;
    });
    expect(owners.filter(Boolean).length).toBeGreaterThan(0);
  });
});

describe('the family’s dashboard drawn into its start page behind HTTPS', () => {
  test.override({ appOptions: { config: { webDist: builtWebApp(), publicUrl: 'https://families.example.org' } } });

  test('goes into the start page that names the dashboard’s code (ADR 0058)', async ({ t, parent }) => {
    const page = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: parent.cookie } });
    expect(drawn(page.body)?.owner).toBe(parent.userId);
    expect(page.body).toContain('<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/HomeScreen-a1.js">');
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/HomeScreen-a1.css">');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.etag).toBeUndefined();
  });
});
