import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { persistentCookie } from '../auth/cookies.js';
import { pageLocale, type PrerenderedPages } from './prerenderedPages.js';

/**
 * The shell of the signed-in start page with the page's files named in its head (ADR 0058), one per
 * language: a parent's first visit to the dashboard then fetches the dashboard's code, texts and styles
 * beside the shell's, over one HTTP/2 connection, instead of after the shell has run. At low priority,
 * so the shell's own script and styles come first and the page paints as soon as without them; the
 * texts the app waits for before it paints anything (in Chinese) at the shell's. Only behind HTTPS:
 * over plain HTTP/1.1 six connections would spend on them the bandwidth the shell needs first.
 */
export interface StartShells {
  path: string;
  locales: string[];
  byLocale: Map<string, StartShell>;
}

interface StartShell {
  html: string;
  /** A strong validator of `html`: the browser asks again at every visit (no-cache) and gets a 304. */
  etag: string;
}

/** What the build wrote (apps/web/scripts/prerender.mjs), for one language. */
interface StartFiles {
  first: string[];
  code: string[];
  styles: string[];
}

/** Only the build's own hashed files are named: anything else in the list means it is not the build's. */
const builtScript = /^\/assets\/[\w.-]+\.js$/;
const builtFile = { first: builtScript, code: builtScript, styles: /^\/assets\/[\w.-]+\.css$/ };

function isStartFiles(value: unknown): value is StartFiles {
  if (typeof value !== 'object' || value === null) return false;
  return (Object.keys(builtFile) as (keyof StartFiles)[]).every((kind) => {
    const files = (value as Partial<StartFiles>)[kind];
    return Array.isArray(files) && files.every((file) => typeof file === 'string' && builtFile[kind].test(file));
  });
}

/** The start page's address and its files by language, as the build listed them; null for a list that is not the build's. */
export function startFilesByLocale(value: unknown, locales: string[]): { path: string; files: Record<string, StartFiles> } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path: pagePath, files } = value as { path?: unknown; files?: Record<string, unknown> };
  if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || typeof files !== 'object' || files === null) return null;
  return locales.every((locale) => isStartFiles(files[locale])) ? { path: pagePath, files: files as Record<string, StartFiles> } : null;
}

const link = {
  first: (file: string) => `<link rel="modulepreload" crossorigin href="${file}">`,
  code: (file: string) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
  styles: (file: string) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`,
};

/**
 * The start page's shells, from the built shell and the build's list; null for a build without them,
 * or whose list names a file the build does not have (each would be a refused request at every visit).
 */
export function readStartShells(webDist: string, pages: PrerenderedPages | null): StartShells | null {
  const start = pages ? startFilesByLocale(pages.signedInStart, pages.locales) : null;
  if (!pages || !start) return null;
  const named = Object.values(start.files).flatMap((files) => [...files.first, ...files.code, ...files.styles]);
  if (!named.every((file) => fs.existsSync(path.join(webDist, file)))) return null;
  const shell = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (shell.split('</head>').length !== 2) return null;
  const byLocale = new Map(
    pages.locales.map((locale) => {
      const files = start.files[locale]!;
      const links = [...files.first.map(link.first), ...files.styles.map(link.styles), ...files.code.map(link.code)];
      const html = shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      return [locale, { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` }];
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
 * browser with a persistent login (a signed-out one is sent on to sign in, and would fetch the files for
 * nothing). In the language the app would choose (pageLocale); another choice still works, with the
 * texts of the other language fetched for nothing.
 */
export function startShellFor(shells: StartShells | null, request: PageRequest): StartShell | null {
  if (!shells || !request.cookies[persistentCookie]) return null;
  const pathname = request.url.split('?', 1)[0];
  if (pathname !== shells.path) return null;
  return shells.byLocale.get(pageLocale(request, shells.locales)) ?? null;
}
