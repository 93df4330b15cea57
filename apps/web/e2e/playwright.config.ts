import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { journeyLaunchOptions } from '../../../scripts/chromiumFlags.mjs';
import { installPopupSeen } from './installPopupSeen';

const port = Number(process.env.E2E_PORT ?? 3210);
// The server's throwaway database, named here so that journeys can run the command-line tools
// (`npm run simulate`) against it; the workers inherit it.
process.env.E2E_DATABASE_URL ??= path.join(fs.mkdtempSync(path.join(os.tmpdir(), 't1d-e2e-')), 'app.db');

/**
 * The journeys the phone runs alone. Parents open the app on their phones: the phone runs every parent
 * journey. The desktop runs those whose screens change with the width (navigation, dialogs
 * and sheets, the install guidance, sign-up and sign-in, the dashboard's layout, the console and the clinic
 * desk) and leaves to the phone the ones that are the same on any screen: a sign-in's or a game's
 * exchanges with the server, a session's end, the coins a task pays, the library, offline starts, a
 * family's pages and its red flags, read on a phone.
 */
const phoneOnly = [
  'economy',
  'firstMinutes.carePlan',
  'firstMinutes.controls',
  'firstMinutes.pages',
  'firstMinutes.signIn',
  'firstDay',
  'google',
  'family',
  'familyData',
  'gameApi',
  'giftsChat',
  'keyboard',
  'prerender',
  'pushNotification',
  'library',
  'offline',
  'offlineWithoutWorker',
  'pwa',
  'readerLanguage',
  'redFlags',
  'redFlagFirst',
  'redFlagTogether',
  'session',
];

/** Journeys run against the production build in Debian's Chromium, on a phone and on a desktop. */
export default defineConfig({
  testDir: '.',
  outputDir: '../../../test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Limits, not expectations: a journey waits for what it looks for, and these only end a wait for
  // something that never comes. CI's machine is busy (other jobs on both cores), where a dashboard's
  // first batch has taken past 10 s and a journey of a dozen pages past a minute.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // npm test also asks for a JSON report, to count every test in its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Every journey starts in a browser that has already seen the install popup (once per browser, 1 s
    // after load), so it never covers what a journey clicks; Playwright gives it to the
    // contexts a journey opens itself too. install.spec.ts starts without it.
    storageState: installPopupSeen(`http://localhost:${port}`),
    // The app's worker precaches all 226 files of the build in every new browser context, and most
    // journeys open several: the journeys about the installed app (install, offline, pwa, pwaUpdate)
    // allow it, the others meet the app as on a first visit. With the phone painted at 1× density
    // (the same layout, a seventh of the pixels) this took a quarter off the journeys' time.
    serviceWorkers: 'block',
    // A failed journey keeps its trace: each step's page (DOM snapshots), its requests and its console.
    // The trace's film of screenshots is left out: recording it took about a quarter of the journeys'
    // time on two cores; the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Debian's Chromium headless shell (ADR 0063); it reaches no Google host (scripts/chromiumFlags.mjs).
    launchOptions: journeyLaunchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, browserName: 'chromium' },
      // The update journey builds the app a second time: once, on the desktop, is enough. The console is
      // an operator's tablet or desktop, and its texts are one for the whole server: the desktop runs it.
      // The journey behind nginx is about the deployment, not the device: once is enough.
      testIgnore: /pwaUpdate\.|console\.|behindProxy\./,
      // Tests tagged @operatorDesk, in a file the phone runs for its other tests (the home configuration's editor).
      grepInvert: /@operatorDesk/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
      testIgnore: phoneOnly.map((name) => new RegExp(`/${name}\\.spec\\.ts$`)),
      // Tests tagged @anyWidth, in a file the desktop runs for its other tests (the workflow's route guard, the
      // Chinese accessibility scan).
      grepInvert: /@anyWidth/,
    },
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
