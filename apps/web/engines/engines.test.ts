import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { puppeteerDriver, webkitDriver, type EngineDriver } from './drivers';
import { parentJourney } from './journey';
import { freePortsInRow } from '../../server/src/test/serverProcess';

/*
 * The parent's journey in the three engines parents use: Chromium, Firefox (Debian's firefox-esr over
 * WebDriver BiDi) and WebKit, Safari's engine (WebKitGTK's MiniBrowser under WebKitWebDriver), at phone
 * size, against the production build served as `npm start` serves it (scripts/e2e-server.mjs). Any
 * console error or uncaught exception fails it. Alone: `npm run build && npm run test:engines`.
 */

const root = path.resolve(import.meta.dirname, '../../..');
let server: ChildProcess;
let baseUrl: string;

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  // The server listens on three ports from this one on (the app, its sign-in issuer, the game stub).
  const port = await freePortsInRow(3);
  baseUrl = `http://localhost:${port}`;
  const database = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 't1d-engines-')), 'app.db');
  server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE_URL: database },
  });
  // What it says before it stops is what the failure needs.
  let said = '';
  server.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the server stopped (${code}):\n${said}`))),
  );
  const up = (async () => {
    while (!(await healthy(baseUrl))) await new Promise((resolve) => setTimeout(resolve, 200));
  })();
  await Promise.race([up, exited]);
}, 120_000);

afterAll(() => {
  server?.kill();
});

let counter = 0;
const newAccount = () => ({ email: `engine.${Date.now()}.${(counter += 1)}@example.com`, password: 'sunny days 42' });
const demoParent = { email: 'demo.phone@t1dfamily.example', password: 'demo-family-2026' };

const engines: Record<string, (url: string) => Promise<EngineDriver>> = {
  chromium: (url) => puppeteerDriver('chromium', url),
  firefox: (url) => puppeteerDriver('firefox', url),
  webkit: (url) => webkitDriver(url),
};

describe('the parent’s journey in every engine, at phone size, without a console error', () => {
  for (const [engine, open] of Object.entries(engines)) {
    test(engine, { timeout: 300_000 }, async () => {
      const browser = await open(baseUrl);
      try {
        await parentJourney(browser, newAccount(), demoParent);
        expect(await browser.errors()).toEqual([]);
      } finally {
        await browser.close();
      }
    });
  }
});
