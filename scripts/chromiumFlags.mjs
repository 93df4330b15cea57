// The flags of every Chromium the journeys and the measurements start: Debian's, headless, as root, on
// a machine that reaches no Google host. Playwright starts it for the journeys, `npm run warm-start`
// and `npm run first-visit`; chrome-launcher for Lighthouse; puppeteer for the engines' journey.
import { Launcher } from 'chrome-launcher';

/**
 * Running as root needs no sandbox. Without the background-networking flags Chromium's own
 * connections (updates, sync, its field trials) are refused by the closed network and slow every start.
 */
const switches = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Headless, the full browser still builds each window's address bar, and Chromium 156 draws its
 * suggestions as a page of its own (WebUIOmniboxPopup; WebUIOmniboxAimPopup for its AI mode) in a
 * renderer of its own, loaded again for every new window: about 1.2 s of a core at each new page,
 * beside the page under test. On two cores that made the dashboard's first visit (`npm run
 * first-visit`) block 692 ms rather than 439, and four journey files take 2.4 minutes rather than 2.0.
 */
const featuresOff = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * What Playwright 1.65 turns off itself (its chromiumSwitches.ts). Chromium keeps only the last
 * --disable-features it is given, so ours carries these too; chromiumFlags.test.ts compares them with
 * the installed Playwright's.
 */
export const playwrightsFeaturesOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const disableFeatures = (toolsOwn) => `--disable-features=${[...toolsOwn, ...featuresOff].join(',')}`;

/** The arguments of Playwright's `chromium.launch`. */
export const playwrightChromiumArgs = [...switches, disableFeatures(playwrightsFeaturesOff)];

/** Debian's Chromium: the machines download no browser. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same version's Blink
 * and V8 without the browser around them (no windows, tabs or address bar to build for each page), as
 * Playwright runs its own Chromium when headless. The journeys' work on two cores went from 2,086 s to
 * 1,774 s with it (ADR 0063). It has no notifications: the journey that shows one runs in the full browser.
 */
const headlessShellPath = '/usr/bin/chromium-headless-shell';

/**
 * Playwright's `chromium.launch` options in the full browser: `npm run warm-start` and `npm run first-visit`
 * measure what a parent's Chromium does, and the push journey needs its notifications.
 */
export const playwrightLaunchOptions = { executablePath: chromiumPath, args: playwrightChromiumArgs };

/** Playwright's `chromium.launch` options for the browser journeys: the headless shell. */
export const journeyLaunchOptions = { executablePath: headlessShellPath, args: playwrightChromiumArgs };

/** What chrome-launcher turns off itself, read from the installed one. */
const launchersFeaturesOff = () => {
  const own = Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='));
  return own ? own.slice('--disable-features='.length).split(',') : [];
};

/** The arguments of puppeteer's Chromium (apps/web/engines): puppeteer adds its own --disable-features to ours. */
export const puppeteerChromiumArgs = [...switches, disableFeatures([])];

/** The flags of chrome-launcher's Chromium (Lighthouse's), headless. */
export const launcherChromiumFlags = () => ['--headless=new', ...switches, disableFeatures(launchersFeaturesOff())];
