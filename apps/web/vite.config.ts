import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import packageJson from './package.json' with { type: 'json' };
import { contractData } from './vitePlugins/contractData.ts';
import { lastDashboardScript } from './vitePlugins/lastDashboardScript.ts';
import { stableMantineIds } from './vitePlugins/stableMantineIds.ts';
import { mantineScrollAreaRefs } from './vitePlugins/mantineScrollAreaRefs.ts';
import { mantineStylesGuard } from './vitePlugins/mantineStylesGuard.ts';
import { precompress } from './vitePlugins/precompress.ts';
import { preloadsBesideTheWorker } from './vitePlugins/preloadsBesideTheWorker.ts';

const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts');
const alias = { '@t1d/contract': contractSource };

/** Modules that only read data out of the contract; the build keeps that data, not the schemas it was read from. */
const contractDataModules = ['src/shared/api/envelopeKinds.ts', 'src/shared/api/errorReasons.ts', 'src/features/coins/coinReasonList.ts'];

/**
 * The browsers the build compiles for, from package.json's browserslist ("safari >= 16.4" → "safari16.4"),
 * which the lint's compat rule and scripts/checkBrowserApis.mjs read too.
 */
const browserTargets = packageJson.browserslist.map((query) => query.replace(/^(\w+) >= /, '$1').replace(/^ios_saf/, 'ios'));

/** A new version is a new app to the service worker: APP_VERSION names a build (e.g. a release or commit). */
const appVersion = process.env.APP_VERSION || packageJson.version;

/**
 * The service worker (src/serviceWorker/sw.ts, ADR 0022): built by vite-plugin-pwa with the
 * list of files to precache, the shell and every route's chunks and texts. The manifests are plain
 * files in public/ (one per language); the app registers the worker itself (shared/pwa).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/serviceWorker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,json,webmanifest}'],
    // Compressed copies are the server's business; screenshots, media and the large icons (for installing,
    // which needs the network anyway) are not needed offline. The 192 px icon stays: pushes show it.
    globIgnores: ['**/*.{br,gz}', 'screenshots/**', 'media/**', '.vite/**', 'icons/*-512.png', 'icons/apple-touch-icon.png'],
  },
});

/**
 * Two builds share this file: the app's, and the prerender's (`isSsrBuild`, scripts/prerender.mjs), a
 * Node module that renders the first screens to HTML at build time. That one needs no worker, no
 * compressed copies and no chunk groups: it is run once and thrown away.
 */
/** The page's first script, which paints the dashboard this device saved before the app's code (ADR 0045). */
const lastDashboard = lastDashboardScript({ entry: path.resolve(import.meta.dirname, 'src/shared/lastDashboard/paintOnStart.ts') });

export default defineConfig(({ isSsrBuild }) => ({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    react(),
    contractData({ modules: contractDataModules, alias }),
    mantineStylesGuard(),
    stableMantineIds(),
    mantineScrollAreaRefs(),
    ...(isSsrBuild ? [] : [serviceWorker, precompress(), preloadsBesideTheWorker(), lastDashboard]),
  ],
  resolve: {
    // Compile the contract from source so the web app never waits for its build. Its package.json marks
    // it free of side effects: importing one of its exports brings neither the others nor zod along.
    alias,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: browserTargets,
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/checkBudgets.mjs reads what each screen loads from it.
    manifest: true,
    // Every route is a dynamic import, and each screen's chunks hold the libraries it uses. Two groups
    // trade a little of that for fewer, better-compressed files (each file is gzipped on its own):
    // - shell: what every page loads first, the entry and all it imports, is one file;
    // - ui: the Mantine components that many chunks share (Button, Paper, Alert …) are one file, so a
    //   screen may fetch a few it does not show but saves a request and a compression context on each
    //   it does. Measured (scripts/checkBudgets.mjs), it makes every screen but the smallest lighter.
    //   Eleven chunks: the console's three (app/consoleScreens.tsx) should not pull a component only
    //   operators and a few forms share (InlineInput, under Switch and Checkbox) into every page.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Seven hash characters, the fewest the bundler allows for this many files: the entry lists
            // every file's name and every chunk imports the entry's, and random characters do not compress
            // (one fewer is 350 to 530 bytes off each screen: docs/performance.md, 2026-12-02).
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            assetFileNames: 'assets/[name]-[hash:7][extname]',
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'], priority: 2 },
                { name: 'ui', test: /[\\/]node_modules[\\/]@mantine[\\/]/, minShareCount: 11, priority: 1 },
              ],
            },
          },
        },
  },
}));
