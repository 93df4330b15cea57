import { createContext, useContext } from 'react';

/**
 * Set around a dashboard card whose content is drawn a moment after the first cards (HomeScreen): its
 * title shows at once, with a placeholder where the content comes. Outside the dashboard, false.
 * What the content reads, the card's section asks for itself as well (the read is shared), so that every
 * card's reads still leave in the dashboard's first batch (shared/api/batch.ts).
 */
export const DrawnLaterContext = createContext(false);

export function useDrawnLater(): boolean {
  return useContext(DrawnLaterContext);
}
