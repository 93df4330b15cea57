/** What Playwright turns off itself, carried in the journeys' own --disable-features. */
export const playwrightsFeaturesOff: string[];

/** The arguments of Playwright's `chromium.launch` (scripts/chromiumFlags.mjs). */
export const playwrightChromiumArgs: string[];

/** Debian's Chromium: the machines download no browser. */
export const chromiumPath: string;

/** Playwright's `chromium.launch` options in the full browser: the phone scripts and the push journey. */
export const playwrightLaunchOptions: { executablePath: string; args: string[] };

/** Playwright's `chromium.launch` options for the browser journeys: the headless shell. */
export const journeyLaunchOptions: { executablePath: string; args: string[] };

/** The arguments of puppeteer's Chromium (apps/web/engines). */
export const puppeteerChromiumArgs: string[];

/** The flags of chrome-launcher's Chromium (Lighthouse's), headless. */
export function launcherChromiumFlags(): string[];
