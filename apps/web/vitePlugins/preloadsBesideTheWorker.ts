import type { Plugin } from 'vite';

/** Vite's helper that every lazy import goes through: it adds the chunk's imports to the page as `<link rel=modulepreload>`. */
const preloadHelperId = '\0vite/preload-helper.js';
const preloadStart = /function preload\(baseModule, deps, importerUrl\) \{/;

/**
 * What the helper does first: under the service worker, keep the stylesheets only. Each link it adds
 * costs the page's main thread about 5 ms on a mid-range phone, and the dashboard's first view adds
 * about 50; the worker answers a chunk's imports from its precache as soon as the chunk asks for
 * them, so the links save no time there. Without the worker (a first visit) they fetch the imports
 * beside the chunk instead of one round trip after it, and stay.
 */
export const keepStylesUnderTheWorker =
  'if (deps && typeof navigator !== "undefined" && navigator.serviceWorker && navigator.serviceWorker.controller) deps = deps.filter((dep) => dep.endsWith(".css"));';

/** The helper's code with `keepStylesUnderTheWorker` first in its preload function; null when its shape is not the one expected. */
export function withPreloadsBesideTheWorker(code: string): string | null {
  const start = preloadStart.exec(code);
  if (!start) return null;
  const at = start.index + start[0].length;
  return `${code.slice(0, at)}\n${keepStylesUnderTheWorker}${code.slice(at)}`;
}

/**
 * Lazy imports under the service worker add no module preloads (ADR 0044): measured on the installed
 * app's second launch (scripts/warmStart.mjs), the dashboard's saved figures came about 200 ms sooner,
 * while a first visit, without the worker, keeps its preloads. The build fails when Vite's helper is not
 * the shape this expects, rather than ship without it.
 */
export function preloadsBesideTheWorker(): Plugin {
  return {
    name: 't1d:preloads-beside-the-worker',
    apply: 'build',
    transform(code, id) {
      if (id !== preloadHelperId) return null;
      const changed = withPreloadsBesideTheWorker(code);
      if (changed === null)
        this.error(`Vite's preload helper no longer starts with ${preloadStart.source}: see vitePlugins/preloadsBesideTheWorker.ts.`);
      return { code: changed, map: null };
    },
  };
}
