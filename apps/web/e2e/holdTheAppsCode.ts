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

/**
 * Watches the hand-over from the painted dashboard to the app's: answers, once asked, the cards the
 * painted page showed that the app's page showed with more placeholders when it took their place (a
 * card gone from figures back to a placeholder, and forth again a moment later). Call before the visit.
 */
export async function watchCardsAtHandOver(page: Page) {
  await page.addInitScript(() => {
    const backToPlaceholder: string[] = [];
    (window as unknown as { backToPlaceholder: string[] }).backToPlaceholder = backToPlaceholder;
    const placeholders = (card: Element | null) => card?.querySelectorAll('.mantine-Skeleton-root').length ?? 0;
    let shown: { id: string; placeholders: number }[] = [];
    const watcher = new MutationObserver(() => {
      const painted = document.getElementById('last-dashboard');
      if (painted) {
        shown = [...painted.querySelectorAll('main section[aria-busy]')].map((card) => ({ id: card.id, placeholders: placeholders(card) }));
        return;
      }
      if (document.documentElement.dataset.lastDashboard !== 'handed-over') return;
      // The app's page as it took the painted one's place.
      watcher.disconnect();
      for (const { id, placeholders: before } of shown) {
        if (placeholders(document.querySelector(`#root main #${CSS.escape(id)}`)) > before) backToPlaceholder.push(id);
      }
    });
    watcher.observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { backToPlaceholder: string[] }).backToPlaceholder);
}
