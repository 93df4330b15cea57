import { startTransition, type ReactNode } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';

/**
 * Renders the app into its mount: on a page the build did not prerender (the mount is empty), or over
 * a prerendered one that does not fit this visit. The first render is a transition, which React splits
 * into short tasks, on every start:
 * - beneath the dashboard painted from the device (ADR 0045) the saved figures are on screen already and
 *   the app's page is drawn out of sight; the painted page stays responsive meanwhile (ADR 0053);
 * - with nothing on screen, the shell's first render was the longest task of a first visit (about
 *   60 ms on a quiet machine, four times that on a mid-range phone). In slices it ends about as soon,
 *   and the dashboard's code, arriving meanwhile, is evaluated between them (ADR 0060).
 * A prerendered page in the mount stays until the app's first commit, which React begins by emptying
 * the mount: the browser paints between the slices, and must not paint a blank page there.
 */
export function renderAfresh(mount: HTMLElement, app: ReactNode, options: RootOptions) {
  const root = createRoot(mount, options);
  startTransition(() => root.render(app));
  return root;
}
