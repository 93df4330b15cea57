import { startTransition, type ReactNode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import { paintedCardCount } from '../shared/lastDashboard/lastDashboard';

/**
 * Renders the app into an emptied mount (a page the build did not prerender, or one that does not fit
 * this visit). With nothing on screen, at once: a parent waits for that first render to see anything.
 * Beneath the dashboard painted from the device (ADR 0045) the saved figures are on screen already and
 * the app's page is drawn out of sight, so the first render is a transition, which React splits into
 * short tasks: the painted page stays responsive while it is drawn (ADR 0053).
 */
export function renderAfresh(mount: HTMLElement, app: ReactNode, options: RootOptions) {
  mount.replaceChildren();
  const root = createRoot(mount, options);
  if (paintedCardCount() === null) root.render(app);
  else startTransition(() => root.render(app));
  return root;
}
