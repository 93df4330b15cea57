import { startTransition, useEffect, useState } from 'react';
import { lastDashboardPainted } from '../../shared/lastDashboard/lastDashboard';

/** The cards drawn whole in the dashboard's first render: about what a phone shows above the fold. */
export const cardsDrawnFirst = 3;

/**
 * How many of the dashboard's cards, from the top, draw their content. The first few do at once; then
 * one more a task, each in a transition, so no task draws the whole dashboard: the first cards paint
 * sooner, and a tap is never kept waiting behind the cards below the fold. Every card mounts at
 * once all the same, so all their reads leave in the first batch (shared/api/batch.ts).
 *
 * Beneath the dashboard painted from the device (ADR 0045) every card is drawn at once: nothing of
 * this page is seen or can be tapped until it is whole, and drawn in turn it took a slow phone a
 * second longer to get there (ADR 0046).
 */
export function useCardsDrawnInTurn(cards: number): number {
  const [drawn, setDrawn] = useState(() => (lastDashboardPainted() ? Number.POSITIVE_INFINITY : cardsDrawnFirst));
  useEffect(() => {
    if (drawn >= cards) return;
    const next = setTimeout(() => startTransition(() => setDrawn((count) => count + 1)));
    return () => clearTimeout(next);
  }, [drawn, cards]);
  return drawn;
}
