import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, test } from './test/fixture.js';

/** A built web app: an asset with the brotli and gzip copies the build writes beside it. */
function builtWebApp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-web-'));
  const script = `console.log(${JSON.stringify('the app '.repeat(400))});`;
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>T1D Family</title>');
  fs.writeFileSync(path.join(root, 'assets', 'app.js'), script);
  fs.writeFileSync(path.join(root, 'assets', 'app.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(root, 'assets', 'app.js.gz'), zlib.gzipSync(script));
  return { root, script };
}

describe('compressed answers', () => {
  test('a large gateway answer goes compressed to a browser that accepts it, a small one as it is', async ({ t, parent }) => {
    const calls = Array.from({ length: 12 }, () => ({ cmd: 'ParentAuthHandler.getLocations' }));
    const batch = (encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/gateway/batch',
        headers: { authorization: `Bearer ${parent.token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
        payload: { calls },
      });
    const plain = await batch();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const brotli = await batch('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await batch('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const small = await t.call('ParentNotification.getUnreadCount', {}, parent.token, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.data).toEqual({ unread_count: 0 });
  });
});

describe('the web app’s files', () => {
  const web = builtWebApp();
  test.override({ appOptions: { config: { webDist: web.root } } });

  test('are sent as the build compressed them: brotli, else gzip, else as they are', async ({ t }) => {
    const asset = (encoding?: string) =>
      t.app.inject({ method: 'GET', url: '/assets/app.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(web.script);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(web.script);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
    expect(brotli.rawPayload.length).toBeLessThan(web.script.length / 10);
  });

  test('a page of the app gets the shell; a missing file is a 404, never the shell (a worker would keep it as code)', async ({ t }) => {
    for (const url of ['/home', '/article/12', '/signup?campaign=a.b', '/manual-install-guide']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<title>T1D Family</title>');
    }
    for (const url of ['/assets/index-0ld.js', '/assets/gone', '/icons/missing.png', '/sw-old.js']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body).not.toContain('<title>');
    }
    const worker = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(worker.headers['cache-control']).toBe('no-cache');
  });
});
