import { startTransition, useEffect, useState } from 'react';
import type { HomeSectionId } from '@t1d/contract';
import { paintedCardIds } from '../../shared/lastDashboard/paintedPage';
import { cardElementId } from './homeSections';

/** The cards drawn whole in the dashboard's first render: about what a phone shows above the fold. */
export const cardsDrawnFirst = 3;

/**
 * How many of the dashboard's cards, from the top, draw their content. The first few do at once; then
 * one more a task, each in a transition, so no task draws the whole dashboard: the first cards paint
 * sooner, and a tap is never kept waiting behind the cards below the fold. Every card mounts at
 * once all the same, so all their reads leave in the first batch (shared/api/batch.ts).
 *
 * Beneath the dashboard painted from the device (ADR 0045) the first ones are the cards it shows: the
 * app's page takes its place with them drawn (`handedOver`, HomeScreen), and only then do the cards
 * below come, all in the next task, in one transition (ADR 0052): out of sight, one a task only made
 * the last one later.
 */
export function useCardsDrawnInTurn(order: readonly HomeSectionId[], handedOver: boolean): number {
  const cards = order.length;
  // The cards this start painted (ADR 0045 keeps a screen and a half of them), read once: they do not
  // change while the painted page stands. Null when nothing was painted.
  const [paintedIds] = useState(() => paintedCardIds());
  const painted = paintedIds !== null;
  // Until it hands over, at least the cards it shows are drawn, as the order is now: the configuration
  // can answer after the first render, and reorder the cards.
  const covered = painted && !handedOver ? (paintedCardsOf(order, paintedIds) ?? 0) : 0;
  const [drawn, setDrawn] = useState(() => Math.max(painted ? covered : cardsDrawnFirst, 1));
  // Kept once drawn: none of them goes back to a placeholder when the painted page has gone.
  if (covered > drawn) setDrawn(covered);
  useEffect(() => {
    if (drawn >= cards || (painted && !handedOver)) return;
    // Below the painted cards, the rest come in one transition, which React draws in short slices all the same.
    const step = painted ? cards : 1;
    const next = setTimeout(() => startTransition(() => setDrawn((count) => count + step)));
    return () => clearTimeout(next);
  }, [drawn, cards, painted, handedOver]);
  return Math.max(drawn, covered);
}

/**
 * How many of the dashboard's cards, from the top of `order`, the painted page covers: down to the last
 * one it shows, matched by the card's element id (the greeting, which is no refreshing card, and a
 * section that draws nothing count too, so the two pages' cards line up). Null when none is painted.
 */
export function paintedCardsOf(order: readonly HomeSectionId[], shown: readonly string[] | null = paintedCardIds()): number | null {
  if (shown === null) return null;
  let through = 0;
  order.forEach((id, index) => {
    if (shown.includes(cardElementId(id))) through = index + 1;
  });
  return through;
}
