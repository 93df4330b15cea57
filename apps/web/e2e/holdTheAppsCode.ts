import type { Page } from '@playwright/test';

// The journeys of the page's first script (lastDashboard.spec.ts, firstVisitDrawing.spec.ts) hold the
// app's code back, so that what the page paints before it is seen.

/** Holds every request to a matching address until `release` is called. */
async function holdRequests(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's entry (the page's module script) until `release` is called. */
export const holdTheAppsCode = (page: Page) => holdRequests(page, /\/assets\/index-[\w-]+\.js$/);

/** Holds the server's answers (every gateway call, the page's reads ahead too) until `release` is called. */
export const holdTheAnswers = (page: Page) => holdRequests(page, /\/api\/gateway/);

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

/** The painted page's cards as the app's page took their place (watchCardsAtHandOver). */
export interface CardsAtHandOver {
  /** The painted page's cards, once the watcher saw the app's page take their place (none before). */
  painted: string[];
  /** Shown with more placeholders than the painted page showed: gone from figures back to a placeholder. */
  backToPlaceholder: string[];
  /** Not marked as showing saved figures (aria-busy), which the painted page marked every card as. */
  notRefreshing: string[];
}

/**
 * Watches the hand-over from the painted dashboard to the app's: answers, once asked, what became of
 * the cards the painted page showed as the app's page took their place (CardsAtHandOver). Call before
 * the visit.
 */
export async function watchCardsAtHandOver(page: Page): Promise<() => Promise<CardsAtHandOver>> {
  await page.addInitScript(() => {
    const seen: CardsAtHandOver = { painted: [], backToPlaceholder: [], notRefreshing: [] };
    (window as unknown as { cardsAtHandOver: CardsAtHandOver }).cardsAtHandOver = seen;
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
      seen.painted = shown.map(({ id }) => id);
      for (const { id, placeholders: before } of shown) {
        const card = document.querySelector(`#root main #${CSS.escape(id)}`);
        if (placeholders(card) > before) seen.backToPlaceholder.push(id);
        if (card?.getAttribute('aria-busy') !== 'true') seen.notRefreshing.push(id);
      }
    });
    watcher.observe(document, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { cardsAtHandOver: CardsAtHandOver }).cardsAtHandOver);
}
