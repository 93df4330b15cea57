import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '../shared/router';
import { AppFrame } from '../app/App';
import { renderGoogleOffered } from '../features/auth/googleOffered';
import { screens } from '../app/routes';
import { i18n, loadTexts, locales, type Locale } from '../shared/i18n/i18n';
import { alwaysLoaded, type Namespace } from '../shared/i18n/resources';
import { settleAsSignedOut } from '../shared/session';

export { prerenderedPages, signedInStartPage } from '../app/prerendered';
export { alwaysLoaded, locales };

/**
 * Renders one page of the app to HTML, as the browser's first render of it makes it for a visitor
 * without a session (main.tsx hydrates it then). Run at build time by scripts/prerender.mjs, in Node:
 * React's static prerender waits for the lazy screen, so the HTML holds the page, not its loader.
 * `variant.google`: rendered for a deployment that offers Google sign-in.
 */
export async function renderPage(path: string, locale: Locale, variant: { google: boolean }): Promise<{ html: string; title: string }> {
  renderGoogleOffered(variant.google);
  await i18n.changeLanguage(locale);
  await loadTexts(screenTexts(path).texts);
  // The server sends a prerendered page only to a request without a persistent login.
  settleAsSignedOut();
  const inStaticRouter = (content: ReactNode) => <StaticRouter location={path}>{content}</StaticRouter>;
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame router={inStaticRouter} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, title: i18n.t('appName') };
}

/** The texts the screen at `path` shows (those every screen shows first), and whether it reads the server. */
export function screenTexts(path: string): { texts: Namespace[]; readsServer: boolean } {
  const screen = screens.find((candidate) => candidate.path === path);
  if (!screen) throw new Error(`No screen is routed at ${path}`);
  return { texts: [...alwaysLoaded, ...screen.texts], readsServer: screen.readsServer };
}
