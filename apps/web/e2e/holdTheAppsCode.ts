import type { Page } from '@playwright/test';

// The journeys of the page's first script (lastDashboard.spec.ts, firstVisitDrawing.spec.ts) hold the
// app's code back, so that what the page paints before it is seen.

/** Holds the app's entry (the page's module script) until `release` is called. */
export async function holdTheAppsCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's code back (holdTheAppsCode) and records every gateway call, marked whether it left while held. */
export async function holdTheAppsCodeRecordingReads(page: Page) {
  const reads: { cmd: string; whileHeld: boolean }[] = [];
  let held = true;
  page.on('request', (sent) => {
    if (!sent.url().includes('/api/gateway')) return;
    const body = sent.postDataJSON() as { cmd?: string; calls?: { cmd: string }[] };
    for (const { cmd } of body.calls ?? [{ cmd: body.cmd ?? '' }]) reads.push({ cmd, whileHeld: held });
  });
  const releaseCode = await holdTheAppsCode(page);
  const release = () => {
    held = false;
    releaseCode();
  };
  return { reads, release };
}
