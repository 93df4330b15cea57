import fs from 'node:fs';
import path from 'node:path';
import { persistentCookie } from '../auth/cookies.js';
import { pageLocale, type PrerenderedPages } from './prerenderedPages.js';

/**
 * The shell of the signed-in start page with the page's code named in its head (ADR 0058), one per
 * language: a parent's first visit to the dashboard then fetches the dashboard's code and texts beside
 * the shell's, over one HTTP/2 connection, instead of after the shell has run. At low priority, so the
 * shell's own script and styles come first and the page paints as soon as without them. Only behind
 * HTTPS: over plain HTTP/1.1 six connections would spend on them the bandwidth the shell needs first.
 */
export interface StartShells {
  path: string;
  locales: string[];
  byLocale: Map<string, string>;
}

/** What the build wrote (apps/web/scripts/prerender.mjs): the start page's address and its code in each language. */
interface SignedInStart {
  path: string;
  code: Record<string, string[]>;
}

/** Only the build's own hashed files are named: anything else in the list means it is not the build's. */
const builtFile = /^\/assets\/[\w.-]+\.js$/;

function isSignedInStart(value: unknown, locales: string[]): value is SignedInStart {
  if (typeof value !== 'object' || value === null) return false;
  const { path: pagePath, code } = value as Partial<SignedInStart>;
  if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || typeof code !== 'object' || code === null) return false;
  return locales.every(
    (locale) => Array.isArray(code[locale]) && code[locale].every((file) => typeof file === 'string' && builtFile.test(file)),
  );
}

/** The start page's shells, from the built shell and the build's list; null for a build without them. */
export function readStartShells(webDist: string, pages: PrerenderedPages | null): StartShells | null {
  const start = (pages as { signedInStart?: unknown } | null)?.signedInStart;
  if (!pages || !isSignedInStart(start, pages.locales)) return null;
  const shell = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (shell.split('</head>').length !== 2) return null;
  const byLocale = new Map(
    pages.locales.map((locale) => {
      const links = start.code[locale]!.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`).join(
        '\n    ',
      );
      return [locale, shell.replace('</head>', `  ${links}\n  </head>`)];
    }),
  );
  return { path: start.path, locales: pages.locales, byLocale };
}

interface PageRequest {
  url: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}

/**
 * The start page's shell for this request, or null: only at the start page's address, and only for a
 * browser with a persistent login (a signed-out one is sent on to sign in, and would fetch the code for
 * nothing). In the language the app would choose (pageLocale); another choice still works, with the
 * texts of the other language fetched for nothing.
 */
export function startShellFor(shells: StartShells | null, request: PageRequest): string | null {
  if (!shells || !request.cookies[persistentCookie]) return null;
  const pathname = request.url.split('?', 1)[0];
  if (pathname !== shells.path) return null;
  return shells.byLocale.get(pageLocale(request, shells.locales)) ?? null;
}
