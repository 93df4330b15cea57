// The first screens, rendered to HTML at build time (ADR 0041): after `vite build`, a second Vite build
// makes src/prerender/renderPage.tsx a Node module, which renders each page of `prerenderedPages` in
// each language into a copy of the built index.html. The server sends that copy to a visitor without
// a session (apps/server/src/webApp/prerenderedPages.ts); the browser paints it before any script has run, and
// main.tsx hydrates it.
//
// Each copy names in its head the screen's styles beside the shell's, so it paints styled. Its code is not
// preloaded: on a phone's slow link the page is limited by bandwidth, and preloads took it from what the
// first paint needs (docs/performance.md); the page is readable meanwhile, and hydrates when the code is in.
import fs from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { precompressFile } from './precompressFile.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const dist = path.join(webRoot, 'dist');
const renderer = path.join(webRoot, 'node_modules/.prerender');
const outDir = path.join(dist, 'prerendered');

/** Every file a manifest entry loads before it runs (its own and its static imports'), in order, once each. */
function chunksOf(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/** The chunks a page's first render needs beyond the shell's: its screen's (if one is given), the query client's, and its texts'. */
function pageChunks(manifest, shell, { source, texts, locale, readsServer }) {
  const sources = [
    ...(source ? [source] : []),
    ...(readsServer ? ['src/app/ServerState.tsx'] : []),
    ...texts.map((ns) => `src/locales/${locale}/${ns}.json`),
  ];
  const keys = new Set();
  for (const key of sources) {
    if (!manifest[key]) continue; // English texts that are bundled with the shell have no chunk.
    for (const chunk of chunksOf(manifest, key)) if (!shell.has(chunk)) keys.add(chunk);
  }
  return [...keys].map((key) => manifest[key]);
}

/** The head additions of one page: the styles its first render needs beyond the shell's. */
function headFor(manifest, shell, page) {
  const styles = [...new Set(pageChunks(manifest, shell, page).flatMap((entry) => entry.css ?? []))];
  return styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

/**
 * What the signed-in start page's first render needs beyond the shell, in one language, as addresses
 * (ADR 0058): `first`, the texts every screen waits for before the app paints anything (bundled in
 * English, so none there); `code`, the rest of its modules; `styles`, its stylesheets, and those of
 * the cards' contents it asks for right after its first render (its chunk's own lazy imports, ADR
 * 0059), so that a content's code does not wait for its styles.
 */
function startFilesFor(manifest, shell, page, firstTexts) {
  const jsOf = (entries) => entries.map((entry) => entry.file).filter((file) => file.endsWith('.js'));
  const stylesOf = (entries) => entries.flatMap((entry) => entry.css ?? []);
  const first = jsOf(pageChunks(manifest, shell, { ...page, source: undefined, texts: firstTexts, readsServer: false }));
  const entries = pageChunks(manifest, shell, page);
  const code = jsOf(entries).filter((file) => !first.includes(file));
  const contents = (manifest[page.source].dynamicImports ?? []).flatMap((source) =>
    pageChunks(manifest, shell, { source, texts: [], locale: page.locale, readsServer: false }),
  );
  const styles = [...new Set([...stylesOf(entries), ...stylesOf(contents)])];
  const address = (file) => `/${file}`;
  return { first: first.map(address), code: code.map(address), styles: styles.map(address) };
}

/** vitePlugins/lastDashboardScript.ts's tag. */
const lastDashboardTag = /\s*<script src="\/assets\/lastDashboard-[\w-]+\.js"><\/script>/g;

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The built index.html with the rendered page in it, its language and title, and its head additions. */
function fillTemplate(template, { html, title, path: pagePath, locale, google, head }) {
  const marks = `data-prerendered="${escapeAttribute(pagePath)}"${google ? ' data-google="offered"' : ''}`;
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}" ${marks}`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace('href="/manifest.webmanifest"', locale === 'zh' ? 'href="/manifest.zh.webmanifest"' : 'href="/manifest.webmanifest"')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    // A prerendered page is never the dashboard: the script that paints a saved one (ADR 0045) is not fetched.
    .replaceAll(lastDashboardTag, '');
  if (!filled.includes(`<div id="root">${html}</div>`)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  if (filled.match(lastDashboardTag) || template.match(lastDashboardTag)?.length !== 2)
    throw new Error('index.html has not the two script tags expected of the build (vitePlugins/lastDashboardScript.ts)');
  // The first reads the page's own stylesheet and module: it must come after them.
  const [, templateHead] = /<head>([\s\S]*)<\/head>/.exec(template) ?? [];
  const after = (mark) => templateHead.indexOf(mark);
  if (!templateHead || !(after('lastDashboard-') > Math.max(after('rel="stylesheet"'), after('type="module"'))))
    throw new Error("index.html's head has the last dashboard's script before the page's stylesheet or module");
  return filled;
}

/** A page whose render never ends (a screen waiting on something that never comes in Node) fails the build. */
function withinSeconds(seconds, what, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish in ${seconds} s`)), seconds * 1000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const started = Date.now();
await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender/renderPage.tsx', outDir: renderer, emptyOutDir: true, copyPublicDir: false, manifest: false },
});
const { renderPage, prerenderedPages, signedInStartPage, locales, alwaysLoaded, screenTexts } = await import(
  path.join(renderer, 'renderPage.js')
);
const manifest = JSON.parse(await fs.readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
// What the shell loads already, worked out once for every page and language.
const shell = chunksOf(manifest, 'index.html');

await fs.rm(outDir, { recursive: true, force: true });
await fs.mkdir(outDir, { recursive: true });
const pages = {};
for (const page of prerenderedPages) {
  pages[page.path] = page.name;
  if (!manifest[page.source]) throw new Error(`${page.source} is not in the build's manifest`);
  const { texts, readsServer } = screenTexts(page.path);
  // Each language, for a deployment without and with Google sign-in (the server picks by its configuration).
  for (const locale of locales) {
    const head = headFor(manifest, shell, { source: page.source, texts, locale, readsServer });
    for (const google of [false, true]) {
      const rendered = await withinSeconds(30, `Rendering ${page.path} in ${locale}`, renderPage(page.path, locale, { google }));
      const file = path.join(outDir, `${page.name}.${locale}${google ? '.google' : ''}.html`);
      await fs.writeFile(file, fillTemplate(template, { ...rendered, path: page.path, locale, google, head }));
      await precompressFile(file);
    }
  }
}
// The signed-in start page is drawn in the browser; the server may name its code in the shell (ADR 0058).
if (!manifest[signedInStartPage.source]) throw new Error(`${signedInStartPage.source} is not in the build's manifest`);
const startTexts = screenTexts(signedInStartPage.path);
const startFiles = Object.fromEntries(
  locales.map((locale) => [
    locale,
    startFilesFor(manifest, shell, { source: signedInStartPage.source, locale, ...startTexts }, alwaysLoaded),
  ]),
);
// The family's dashboard, drawn by the server for a signed-in first visit (ADR 0061): one module, all
// of it bundled (the server has none of the web app's packages), run in a worker thread of the server's.
await build({
  root: webRoot,
  configFile: path.join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/prerender/dashboardWorker.ts',
    outDir: path.join(renderer, 'worker'),
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
await fs.copyFile(path.join(renderer, 'worker/dashboardWorker.js'), path.join(outDir, 'dashboardWorker.js'));
// What the server reads at start: which address has which page, in which languages, and the start page's files.
const signedInStart = { path: signedInStartPage.path, files: startFiles };
await fs.writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify({ locales, pages, signedInStart }, null, 2)}\n`);
if (!process.env.PRERENDER_KEEP) await fs.rm(renderer, { recursive: true, force: true });
console.log(
  `Prerendered ${Object.keys(pages).length} pages in ${locales.length} languages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
// The app's modules keep timers of their own (they were written for a page); the work is done.
process.exit(0);
