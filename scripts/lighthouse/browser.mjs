// One Debian Chromium for every Lighthouse run, and the demo parent's sign-in on it.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, launcherChromiumFlags } from '../chromiumFlags.mjs';

/** Starts Chromium with a fresh profile (and `extraFlags`); Lighthouse attaches to its debugging port. */
export function launchChromium(extraFlags = []) {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...launcherChromiumFlags(), ...extraFlags],
    logLevel: 'error',
  });
}

/**
 * Signs in through the Sign In tab, as a parent does, in the browser Lighthouse then uses. The app keeps
 * the session token in localStorage, which Lighthouse's storage reset leaves alone (it clears the
 * service worker, Cache Storage and the HTTP cache), so the dashboard is still measured from a cold load.
 */
export async function signIn(port, appUrl, account) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // The install popup shows once per browser, a second after a page opens: a parent who signed in here
    // has seen it on the sign-in page. Marked seen first, so that it never covers the form on a busy
    // machine, and no measured visit shows it.
    await page.addInitScript(() => localStorage.setItem('installPopupShown', '1'));
    // Once the page is quiet its screen and texts are loaded, so nothing re-renders the form after it is filled.
    await page.goto(`${appUrl}/signup?tab=signin`, { waitUntil: 'networkidle' });
    const form = page.getByRole('tabpanel', { name: 'Sign In' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    try {
      await page.waitForURL(/\/home$/, { timeout: 30_000 });
    } catch (error) {
      const alerts = await page.getByRole('alert').allInnerTexts();
      throw new Error(`signing in as ${account.email} did not reach /home: at ${page.url()}, alerts: ${JSON.stringify(alerts)}`, {
        cause: error,
      });
    }
    await page.close();
  } finally {
    // Over CDP this only disconnects: the browser and the stored session stay for Lighthouse.
    await browser.close();
  }
}

/**
 * Forgets what the app keeps on the device for its next start: the dashboard it paints before its code
 * (ADR 0045) and the saved answers. The session stays, so the next visit to the dashboard is a signed-in
 * parent's first one. Done from a file of the app's origin that runs none of its code.
 */
export async function forgetSavedDashboard(port, appUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${appUrl}/favicon.svg`);
    await page.evaluate(() => {
      localStorage.removeItem('parent_last_dashboard');
      localStorage.removeItem('parent_query_cache');
    });
    await page.close();
  } finally {
    await browser.close();
  }
}
