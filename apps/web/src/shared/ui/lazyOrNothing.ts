import { lazy, type ComponentType } from 'react';

const nothing = () => null;

/**
 * React's lazy for a part of the page's frame that may go missing (the offline badge, a card's saved
 * age, the toasts, the install popup): if its code cannot be fetched (offline where no worker keeps
 * it), it draws nothing rather than failing the page around it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy takes any component.
export function lazyOrNothing<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(() => load().catch(() => ({ default: nothing as unknown as C })));
}
