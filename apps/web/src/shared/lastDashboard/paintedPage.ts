import { dashboardCard, lastDashboardId } from './lastDashboard';

// What the app's own page reads of the dashboard painted beneath it at start (ADRs 0045, 0052): which
// cards it shows, and whether the app's page may take its place. The page's first script needs none
// of it.

/**
 * The element ids of the cards the dashboard painted from the device shows (the greeting's too, which
 * is not marked refreshing), in order; null when none is painted.
 */
export function paintedCardIds(doc: Document | undefined = globalThis.document): string[] | null {
  // A render on the server (src/prerender) has no page: nothing is painted there.
  const painted = doc?.getElementById(lastDashboardId);
  return painted ? [...painted.querySelectorAll('main section[id]')].map((card) => card.id) : null;
}

/** What a card shows where its answers or its code are still on their way (shared/ui/SkeletonBlock.tsx, SectionCard.tsx). */
const placeholder = '.mantine-Skeleton-root';

/**
 * Whether the app's page, drawn beneath the painted one, may take its place without a card the parent
 * sees going from figures back to a placeholder: each painted card the app's page has shows no more
 * placeholders than the painted one. A card the app's page has not (the configuration changed) is not
 * waited for. True when nothing is painted.
 */
export function appShowsPaintedCards(doc: Document = document): boolean {
  const painted = doc.getElementById(lastDashboardId);
  const root = doc.getElementById('root');
  if (!painted || !root) return true;
  return [...painted.querySelectorAll(`main ${dashboardCard}`)].every((card) => {
    const own = card.id === '' ? null : root.querySelector(`main #${CSS.escape(card.id)}`);
    return own === null || own.querySelectorAll(placeholder).length <= card.querySelectorAll(placeholder).length;
  });
}
