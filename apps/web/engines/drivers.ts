import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { captureErrorsInPage, findInPage, type Kind } from './pageQueries';
import { freePortsInRow } from '../../server/src/test/serverProcess';
import { chromiumPath, puppeteerChromiumArgs } from '../../../scripts/chromiumFlags.mjs';

/** What the journey does in a browser, whatever drives it. */
export interface EngineDriver {
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Waits for the element of `kind` named `name`, then clicks it as a person would. */
  click(kind: Kind, name: string): Promise<void>;
  /** Waits for the field labelled `label`, then types `text` into it. */
  type(label: string, text: string): Promise<void>;
  /** Waits for the field labelled `label` (a select), then picks `value`. */
  select(label: string, value: string): Promise<void>;
  /** Waits until the page shows `name` as `kind` (text by default). */
  waitFor(name: string, kind?: Kind): Promise<void>;
  /** Waits until `expression`, evaluated in the page, is true; `what` names it in a failure. */
  waitUntil(what: string, expression: string): Promise<void>;
  path(): Promise<string>;
  /** What the page shows, in words (for a failure's report). */
  text(): Promise<string>;
  /** Every console error, uncaught error and rejection so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A browser that has seen the install popup: it opens once per browser, a second after the first page
 * loads, over what the journey clicks (as the journeys' storage state does for Playwright).
 */
function seenInstallPopup() {
  // Every new document runs it, about:blank too, where the storage is not the app's to use.
  if (location.protocol.startsWith('http')) localStorage.setItem('installPopupShown', '1');
}

/** A phone's screen. */
export const phone = { width: 390, height: 844 };
const waitMs = 30_000;
const queryScript = `return (${findInPage.toString()})(arguments[0], arguments[1], arguments[2]);`;

async function until<T>(what: string, attempt: () => Promise<T | null>): Promise<T> {
  const end = Date.now() + waitMs;
  for (;;) {
    const found = await attempt();
    if (found) return found;
    if (Date.now() > end) throw new Error(`Not found within ${waitMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Chromium (DevTools protocol) or Firefox (WebDriver BiDi), driven by puppeteer. */
export async function puppeteerDriver(engine: 'chromium' | 'firefox', baseUrl: string): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch(
    engine === 'firefox'
      ? { browser: 'firefox', executablePath: '/usr/bin/firefox-esr', protocol: 'webDriverBiDi', headless: true }
      : // A copy: puppeteer takes our --disable-features out of the array it is given, to merge with its own.
        { executablePath: chromiumPath, headless: true, args: [...puppeteerChromiumArgs] },
  );
  const page: Page = await browser.newPage();
  // Puppeteer sends a screen orientation with every viewport, which Firefox ESR 140 does not know: that
  // refusal alone is let pass, and the page's width says whether the viewport itself was set.
  await page.setViewport(phone).catch((error: unknown) => {
    if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) throw error;
  });
  await until(`a page ${phone.width} px wide`, async () => (await page.evaluate(() => window.innerWidth)) === phone.width || null);
  await page.evaluateOnNewDocument(seenInstallPopup);
  // Firefox hands puppeteer an error logged with console.error as "JSHandle@error": the page writes it out.
  if (engine === 'firefox') await page.evaluateOnNewDocument(errorsLoggedAsText);
  const errors: string[] = [];
  page.on('console', (message) => {
    // A failed load names only its status: the address says which it was.
    const where = message.location().url;
    if (message.type() === 'error') errors.push(where ? `${message.text()} (${where})` : message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
  const find = (kind: Kind, name: string, toClick = false) =>
    until(`${kind} "${name}"`, async () => {
      const handle = await page.evaluateHandle(findInPage, kind, name, toClick);
      const element = handle.asElement() as ElementHandle<Element> | null;
      if (!element) await handle.dispose();
      return element;
    });
  return {
    goto: async (path) => void (await page.goto(new URL(path, baseUrl).toString())),
    reload: async () => void (await page.reload()),
    click: async (kind, name) => (await find(kind, name, true)).click(),
    type: async (label, text) => (await find('field', label, true)).type(text),
    select: async (label, value) => void (await (await find('field', label, true)).select(value)),
    waitFor: async (name, kind = 'text') => void (await find(kind, name)),
    waitUntil: async (what, expression) => void (await until(what, async () => (await page.evaluate(`Boolean(${expression})`)) || null)),
    // From the page itself: Firefox ESR 140 does not tell puppeteer of the app's own navigations (pushState).
    path: () => page.evaluate(() => location.pathname),
    text: () => page.evaluate(() => document.body.innerText),
    errors: async () => [...errors],
    close: () => browser.close(),
  };
}

/**
 * WebKit, Safari's engine: WebKitGTK's MiniBrowser under WebKitWebDriver (classic WebDriver, through
 * selenium), on the X display xvfb-run gives it. Classic WebDriver cannot hear the console, so the page
 * records its own errors from each load on (captureErrorsInPage).
 */
export async function webkitDriver(baseUrl: string): Promise<EngineDriver> {
  const port = await freePortsInRow(1);
  const service: ChildProcess = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], { stdio: 'ignore' });
  const driver: WebDriver = await until('WebKitWebDriver', () =>
    new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', args: ['--automation'] },
      })
      .build()
      .catch(() => null),
  );
  await driver.manage().window().setRect(phone);
  // Classic WebDriver runs nothing before a page's own scripts: the mark is set on a page of the app's
  // origin that runs none (its health check), before the first of the app's.
  await driver.get(new URL('/api/health', baseUrl).toString());
  await driver.executeScript(`(${seenInstallPopup.toString()})();`);
  const earlier: string[] = [];
  const collect = async () => {
    const found = (await driver.executeScript('return window.__engineErrors || [];')) as string[];
    return found;
  };
  const loaded = async () => {
    await driver.executeScript(`(${captureErrorsInPage.toString()})();`);
  };
  const find = (kind: Kind, name: string, toClick = false) =>
    until(`${kind} "${name}"`, async () => (await driver.executeScript(queryScript, kind, name, toClick)) as WebElement | null);
  return {
    goto: async (path) => {
      earlier.push(...(await collect().catch(() => [])));
      await driver.get(new URL(path, baseUrl).toString());
      await loaded();
    },
    reload: async () => {
      earlier.push(...(await collect()));
      await driver.navigate().refresh();
      await loaded();
    },
    click: async (kind, name) => (await find(kind, name, true)).click(),
    type: async (label, text) => (await find('field', label, true)).sendKeys(text),
    select: async (label, value) => {
      const field = await find('field', label, true);
      await driver.executeScript(
        'arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event("change", { bubbles: true }));',
        field,
        value,
      );
    },
    waitFor: async (name, kind = 'text') => void (await find(kind, name)),
    waitUntil: async (what, expression) =>
      void (await until(what, async () => (await driver.executeScript(`return Boolean(${expression});`)) || null)),
    path: async () => new URL(await driver.getCurrentUrl()).pathname,
    text: async () => (await driver.executeScript('return document.body.innerText;')) as string,
    errors: async () => [...earlier, ...(await collect())],
    close: async () => {
      await driver.quit().catch(() => undefined);
      service.kill();
    },
  };
}

/** Run in the page: console.error writes each Error it is given as its name and message. */
function errorsLoggedAsText() {
  const original = console.error.bind(console);
  console.error = (...parts: unknown[]) =>
    original(...parts.map((part) => (part instanceof Error ? `${part.name}: ${part.message} ${part.stack ?? ''}` : part)));
}
