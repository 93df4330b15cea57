import { currentLocale, toLocale } from '../shared/i18n/i18n';
import { paths } from '../shared/paths';
import { isAuthenticated, safeStorage } from '../shared/session';
import { readSavedServerTexts } from '../shared/i18n/textOverrides';

/**
 * The pages the build renders to HTML in each language (scripts/prerender.mjs, ADR 0041): a new
 * visitor's first screens, which then paint before their code has arrived. `source` is the screen's
 * module, whose chunks and styles the page names in its head.
 */
export const prerenderedPages = [
  { path: paths.splash(), name: 'splash', source: 'src/features/splash/components/SplashPage.tsx' },
  // Its forms are inert until hydrated (shared/ui/useHydrated.ts): sent before the code has arrived,
  // the browser would send them itself, with the password in the page's address.
  { path: paths.signup(), name: 'signup', source: 'src/features/auth/components/AuthPage.tsx' },
] as const;

/**
 * The signed-in parent's start page, which is drawn in the browser: for a first visit over HTTP/2 the
 * server names its code and texts in the shell it sends (scripts/prerender.mjs lists them), so they
 * arrive beside the shell's instead of after it has run (ADR 0058).
 */
export const signedInStartPage = { path: paths.home(), source: 'src/app/screens/HomeScreen.tsx' } as const;

/** The attribute on <html> that names the prerendered page the server sent. */
export const prerenderedAttribute = 'data-prerendered';

/**
 * Whether the history entry carries what a screen was sent with (the router keeps it as `usr`,
 * shared/router/routers.tsx, and a reload keeps it): the sign-in page after a link that did not work says so, which the build did not
 * render. Hydrated, the page did not match (React's error 418) and was drawn again, and a tap in that
 * moment was lost.
 */
function carriesLocationState(historyState: unknown): boolean {
  return typeof historyState === 'object' && historyState !== null && (historyState as { usr?: unknown }).usr != null;
}

/**
 * Whether the page the server sent can be hydrated as it is: it is the prerendered page of this
 * address (no query: a query leads elsewhere; no state a screen was sent with), in the language the app chose, for a browser without a
 * stored session (the build rendered a signed-out visit), with the app's own texts (the build has no
 * operator's wordings: a device that keeps some shows them at once). Anything else is rendered afresh.
 */
export function hydratesPrerendered(
  page: { path: string | undefined; lang: string },
  location: Pick<Location, 'pathname' | 'search'>,
  historyState: unknown = null,
) {
  return (
    page.path !== undefined &&
    page.path === location.pathname &&
    location.search === '' &&
    !carriesLocationState(historyState) &&
    toLocale(page.lang) === currentLocale() &&
    !isAuthenticated() &&
    !(readSavedServerTexts(safeStorage())?.texts.length ?? 0)
  );
}
