import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { installPopupSeen } from './installPopupSeen';

const port = Number(process.env.E2E_PORT ?? 3210);
// The server's throwaway database, named here so that journeys can run the command-line tools
// (`npm run simulate`) against it; the workers inherit it.
process.env.E2E_DATABASE_URL ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 't1d-e2e-')), 'app.db');

/** Journeys run against the production build in Debian's Chromium, on a phone and on a desktop. */
export default defineConfig({
  testDir: '.',
  outputDir: '../../../test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // npm test also asks for a JSON report, to count every test in its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Every journey starts in a browser that has already seen the install popup (once per browser, 1 s
    // after load), so it never covers what a journey clicks; Playwright gives it to the
    // contexts a journey opens itself too. install.spec.ts starts without it.
    storageState: installPopupSeen(`http://localhost:${port}`),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machines reach no Google host: without the background-networking flags Chromium's own
      // connections are refused and slow every start (scripts/chromiumFlags.json, shared with Lighthouse).
      args: JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../scripts/chromiumFlags.json'), 'utf8')) as string[],
    },
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' },
      // The update journey builds the app a second time: once, on the desktop, is enough. The console is
      // an operator's tablet or desktop, and its texts are one for the whole server: the desktop runs it.
      // The journey behind nginx is about the deployment, not the device: once is enough.
      testIgnore: /pwaUpdate\.|console\.|behindProxy\./,
    },
    // The first-ten-minutes and first-day journeys are about a parent on a phone: the phone project runs them.
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' }, testIgnore: /firstMinutes\.|firstDay\./ },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '../../..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port), E2E_DATABASE_URL: process.env.E2E_DATABASE_URL },
  },
});
