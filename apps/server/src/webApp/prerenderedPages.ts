import fs from 'node:fs';
import path from 'node:path';
import { localeCookie } from '@t1d/contract';
import { persistentCookie } from '../auth/cookies.js';

/** Where the build writes the prerendered pages in the web app's files (apps/web/scripts/prerender.mjs). */
export const prerenderedDir = 'prerendered';

/** What the build prerendered: each address's page name, in each language. */
export interface PrerenderedPages {
  locales: string[];
  pages: Record<string, string>;
  /** The signed-in start page's files, checked where it is read (signedInStart.ts). */
  signedInStart?: unknown;
}

/** The build's list of prerendered pages, read once at start; null for a build without it. */
export function readPrerenderedPages(webDist: string): PrerenderedPages | null {
  try {
    const index = JSON.parse(fs.readFileSync(path.join(webDist, prerenderedDir, 'pages.json'), 'utf8')) as PrerenderedPages;
    return Array.isArray(index.locales) && index.locales.length > 0 && typeof index.pages === 'object' ? index : null;
  } catch {
    return null;
  }
}

interface PageRequest {
  url: string;
  /** Whether this deployment offers Google sign-in: the page with the button is sent then. */
  google: boolean;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}

/**
 * The language the app would choose for this browser on its own: the one the parent chose (the
 * server's cookie), else the browser's first language mapped onto a supported one, as the app maps it
 * (a zh tag is Chinese, anything else English). The app's stored choice is not visible here; when it
 * differs, the app renders the page afresh instead of hydrating it.
 */
export function pageLocale(request: Pick<PageRequest, 'cookies' | 'acceptLanguage'>, locales: string[]): string {
  const chosen = request.cookies[localeCookie];
  if (chosen && locales.includes(chosen)) return chosen;
  const first = request.acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const locale = first.startsWith('zh') ? 'zh' : 'en';
  return locales.includes(locale) ? locale : locales[0]!;
}

/**
 * The file (under the web app's root) that answers a page request: the prerendered page of its
 * address in the visitor's language, or else the app's shell. Prerendered pages show a signed-out
 * visit without a query, so they go only to a request without a query and without a persistent login
 * (whose app would go on to the dashboard); the app hydrates them only when they fit (main.tsx).
 */
export function pageFile(index: PrerenderedPages | null, request: PageRequest): string {
  const [pathname, query] = request.url.split('?', 2);
  // Own entries only: an address such as /constructor is not a page.
  const name = index && pathname !== undefined && Object.hasOwn(index.pages, pathname) ? index.pages[pathname] : undefined;
  if (!index || !name || query !== undefined || request.cookies[persistentCookie]) return 'index.html';
  return `${prerenderedDir}/${name}.${pageLocale(request, index.locales)}${request.google ? '.google' : ''}.html`;
}
