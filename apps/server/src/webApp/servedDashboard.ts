import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { timeZoneCookie } from '@t1d/contract';
import { persistentCookie } from '../auth/cookies.js';
import { isTimeZone } from '../domain/days.js';
import { resolveCaller, type Caller } from '../auth/sessions.js';
import type { Locale } from '../domain/locale.js';
import type { Services } from '../services.js';
import { DashboardRenderer } from './dashboardRenderer.js';
import { pageLocale, prerenderedDir, type PrerenderedPages } from './prerenderedPages.js';
import { startFilesByLocale } from './signedInStart.js';

/**
 * The signed-in start page with the family's dashboard drawn in it by the server (ADR 0061), for a
 * browser whose persistent login is live: its first paint is the family's first cards, before any of
 * the app's code. The markup goes in a <template> after #root, with the owner and language it was
 * drawn for; the page's first script paints it as it paints a kept dashboard (ADR 0045), only for that
 * owner signed in on the device, and the app hands over from it the same way.
 */
export interface ServedDashboards {
  renderer: DashboardRenderer;
  path: string;
  locales: string[];
  /** The page without the dashboard, and the dashboard's stylesheets, by language. */
  shells: Map<string, string>;
  /** Pages being drawn now. */
  drawing: number;
  /** How long a page waits for its drawing (the reads and the render) before it is sent without it. */
  budgetMs: number;
}

/** The drawing's time, at most: past it, the page is sent as before, without it. */
const drawingBudgetMs = 3_000;

/** The template the page's first script paints (apps/web/src/shared/lastDashboard/lastDashboard.ts). */
export const servedDashboardId = 'served-dashboard';

/**
 * The build's worker and start-page files; null for a build without them (served dashboards are then
 * off). `startShell` is the page a language's drawing goes into when it is not the built index.html
 * (behind HTTPS, the one that names the dashboard's code, ADR 0058).
 */
export function readServedDashboards(
  webDist: string,
  pages: PrerenderedPages | null,
  startShell: (locale: string) => string | undefined = () => undefined,
): ServedDashboards | null {
  const start = pages ? startFilesByLocale(pages.signedInStart, pages.locales) : null;
  if (!pages || !start) return null;
  const renderer = DashboardRenderer.of(path.join(webDist, prerenderedDir, 'dashboardWorker.js'));
  if (!renderer) return null;
  const template = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  if (template.split('</head>').length !== 2 || template.split('<div id="root"></div>').length !== 2) return null;
  const shells = new Map<string, string>();
  for (const locale of pages.locales) {
    const { styles } = start.files[locale]!;
    // Render-blocking: the dashboard painted from the page needs its styles at its first paint.
    const links = styles.map((file: string) => `<link rel="stylesheet" crossorigin href="${file}">`).join('\n    ');
    const shell = startShell(locale) ?? template;
    if (shell.split('<div id="root"></div>').length !== 2) return null;
    shells.set(locale, shell.replace('</head>', `  ${links}\n  </head>`));
  }
  return { renderer, path: start.path, locales: pages.locales, shells, drawing: 0, budgetMs: drawingBudgetMs };
}

/**
 * Pages drawn at once, at most: a first visit beyond them is sent the app's shell, as before ADR 0061,
 * rather than wait (each reads the family's first batch and waits its turn at the one renderer).
 */
const maxDrawing = 8;

/**
 * The device's time zone as the app tells it (its cookie): an IANA name this runtime knows, or null
 * (the family's is drawn then, the best the server knows of the parent's clock).
 */
function deviceTimeZone(value: string | undefined): string | null {
  return value && value.length <= 64 && /^[A-Za-z0-9_+\-/]+$/.test(value) && isTimeZone(value) ? value : null;
}

/** A cookie longer than any token the server issues is not looked up. */
const maxTokenLength = 200;

/** One of the dashboard's reads answered by the gateway for `caller`, in `locale`, as the same call alone would be. */
export type ReadForCaller = (call: Record<string, unknown>, caller: Caller, locale: Locale) => Promise<{ status: number; body: unknown }>;

interface PageRequest {
  request: FastifyRequest;
  services: Pick<Services, 'db' | 'clock'>;
  cookies: Record<string, string | undefined>;
  google: boolean;
  read: ReadForCaller;
}

/**
 * The start page with the family's dashboard in it, or null: only at the start page's own address
 * (no query, which could change what the app shows), only for a live persistent login, and only when
 * fewer than maxDrawing pages are being drawn, and the renderer answers. Every null is answered as
 * before: with the app's shell.
 */
export async function servedDashboardPage(served: ServedDashboards, page: PageRequest): Promise<string | null> {
  const { request, cookies } = page;
  if (request.url !== served.path) return null;
  const token = cookies[persistentCookie];
  if (!token || token.length > maxTokenLength || served.drawing >= maxDrawing) return null;
  // Counted until its work ends, even when the page was sent without it.
  served.drawing += 1;
  const drawing = drawnPage(served, page, token);
  void drawing.catch(() => null).finally(() => (served.drawing -= 1));
  let late: NodeJS.Timeout | undefined;
  const budget = new Promise<null>((resolve) => {
    late = setTimeout(() => resolve(null), served.budgetMs);
  });
  try {
    return await Promise.race([drawing, budget]);
  } catch (error) {
    request.log.warn({ err: error }, 'the dashboard was not drawn on the server; the app shell is sent');
    return null;
  } finally {
    clearTimeout(late);
  }
}

async function drawnPage(served: ServedDashboards, page: PageRequest, token: string): Promise<string | null> {
  const { request, services, cookies } = page;
  const caller = await resolveCaller(services.db, services.clock, token, 'persistent');
  if (!caller) return null;
  const user = await services.db
    .selectFrom('users')
    .select(['id', 'family_id', 'p_code', 'email', 'real_name', 'webapp_version_key', 'hospital'])
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  if (!user) return null;
  const locale = pageLocale({ cookies, acceptLanguage: request.headers['accept-language'] }, served.locales) as Locale;
  const reads = await served.renderer.reads(user.p_code);
  const answered = [];
  for (const { call } of reads) {
    const { status, body } = await page.read(call, caller, locale);
    answered.push({ call, answer: { status, body } });
  }
  const html = await served.renderer.render({
    locale,
    user: {
      user_id: user.id,
      family_id: user.family_id,
      p_code: user.p_code,
      email: user.email ?? '',
      real_name: user.real_name,
      hospital_name: user.hospital,
      campaign_name: null,
      webapp_version_key: user.webapp_version_key,
      campaign: null,
    },
    reads: answered,
    google: page.google,
    hostname: request.hostname,
    timeZone: deviceTimeZone(cookies[timeZoneCookie]) ?? caller.familyTimeZone,
  });
  const template = `<template id="${servedDashboardId}" data-owner="${user.id}" data-lang="${locale}">${html}</template>`;
  // Replaced by functions: a replacement string would read `$&` or `$'` in a family's own words as patterns.
  return served.shells
    .get(locale)!
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"`)
    .replace('<div id="root"></div>', () => `<div id="root"></div>${template}`);
}

/** The encodings a request accepts (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * The drawn page compressed as the browser accepts it: it is made for one request, so it cannot be
 * compressed at build as the app's files are. Brotli at a middle quality, fast enough per request.
 */
export function encodedPage(html: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding: 'br' | 'gzip' | null } {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br'))
    return { body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (accepted.has('gzip')) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}
