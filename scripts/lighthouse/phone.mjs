// The simulated mid-range phone the start scripts measure on (warmStart.mjs, firstVisit.mjs), in a real
// Chromium: CPU 4× slower (Lighthouse's mobile preset), slow 4G as Lighthouse applies it to a real
// browser (562.5 ms round trip, 1.6 Mbit/s down, 0.7 Mbit/s up).
/* global document, window, MutationObserver -- watchFigures runs in the browser. */

export const phone = {
  cpuSlowdown: 4,
  network: { offline: false, latency: 562.5, downloadThroughput: (1638.4 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
};

/** A tab with the phone's CPU and network (and, with `coldCache`, nothing in the browser's HTTP cache). */
export async function phoneTab(context, { coldCache = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await cdp.send('Network.enable');
  if (coldCache) await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', phone.network);
  return page;
}

/** Signs `account` in through the Sign In tab in a tab of `context`, as a parent does, and closes the tab on the dashboard. */
export async function signInOnThePhone(context, url, account, { beforeClosing = async () => {} } = {}) {
  const first = await context.newPage();
  await first.goto(`${url}/signup?tab=signin`, { waitUntil: 'networkidle' });
  const form = first.getByRole('tabpanel', { name: 'Sign In' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await first.waitForURL(/\/home$/);
  await beforeClosing(first);
  await first.close();
}

/**
 * The times (ms since the navigation started) at which the dashboard first showed the family's figures
 * (`saved`), at which every figure on the phone's screen was the server's (`fresh`), and at which every
 * figure on the whole dashboard was, down to its last card (`whole`): the page marks a card refreshing
 * while it shows the device's saved answer (shared/ui/SectionCard.tsx, aria-busy), and a card still to be
 * drawn shows a placeholder. The dashboard painted from the device is all saved figures: fresh ones are
 * on screen once the app's page has taken its place (ADR 0045, 0052).
 */
export function watchFigures() {
  const marks = { saved: null, fresh: null, whole: null };
  const notFresh = 'main [aria-busy="true"], main .mantine-Skeleton-root';
  const onScreen = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  const check = () => {
    // The coins card with its figure (not its loading skeleton) stands for the family's figures: on the
    // dashboard painted from the device while there is one, as the app's own is drawn out of sight
    // beneath it (ADR 0045).
    const painted = document.getElementById('last-dashboard');
    const coinsCard = (painted ?? document).querySelector('#coins-earned');
    const coins = coinsCard !== null && coinsCard.querySelector('.mantine-Skeleton-root') === null;
    const now = performance.now();
    if (!coins) return;
    if (marks.saved === null) marks.saved = now;
    if (painted) return;
    // Laid out only after the hand-over: beneath the painted page the app's is not laid out at all.
    if (marks.fresh === null && ![...document.querySelectorAll(notFresh)].some(onScreen)) marks.fresh = now;
    if (marks.whole === null && document.querySelector(notFresh) === null) marks.whole = now;
    if (marks.fresh !== null && marks.whole !== null) observer.disconnect();
  };
  // Each change to the page is looked at as it happens (animation frames do not run in a tab the
  // browser considers hidden, and the times must not wait for one).
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'class'] });
  window.__figures = marks;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Prints each figure's median (`rows`: [key, label], in `results`) beside its goal in `goals`, or with no
 * goal of its own; answers whether one missed its goal.
 */
export function printMedians(rows, results, goals) {
  let missed = false;
  for (const [key, label] of rows) {
    const value = Math.round(median(results[key]));
    const goal = goals[key];
    const met = goal === undefined || value <= goal;
    missed ||= !met;
    console.log(
      `  ${label.padEnd(42)} ${String(value).padStart(5)} ms  ${goal === undefined ? '(no goal of its own)' : `goal ≤ ${goal} ms  ${met ? 'met' : 'MISSED'}`}`,
    );
  }
  return missed;
}
