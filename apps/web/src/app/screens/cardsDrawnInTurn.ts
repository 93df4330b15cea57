import { startTransition, useEffect, useState } from 'react';

/** The cards drawn whole in the dashboard's first render: about what a phone shows above the fold. */
export const cardsDrawnFirst = 3;

/**
 * How many of the dashboard's cards, from the top, draw their content. The first few do at once; then
 * one more a task, each in a transition, so no task draws the whole dashboard: the first cards paint
 * sooner, and a tap is never kept waiting behind the cards below the fold. Every card mounts at
 * once all the same, so all their reads leave in the first batch (shared/api/batch.ts).
 */
export function useCardsDrawnInTurn(cards: number): number {
  const [drawn, setDrawn] = useState(cardsDrawnFirst);
  useEffect(() => {
    if (drawn >= cards) return;
    const next = setTimeout(() => startTransition(() => setDrawn((count) => count + 1)));
    return () => clearTimeout(next);
  }, [drawn, cards]);
  return drawn;
}
