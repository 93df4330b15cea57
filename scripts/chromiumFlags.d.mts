/** What Playwright turns off itself, carried in the journeys' own --disable-features. */
export const playwrightsFeaturesOff: string[];

/** The arguments of Playwright's `chromium.launch` (scripts/chromiumFlags.mjs). */
export const playwrightChromiumArgs: string[];

/** The flags of chrome-launcher's Chromium (Lighthouse's), headless. */
export function launcherChromiumFlags(): string[];
