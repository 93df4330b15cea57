import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

/** react-router's production build, which its package does not name (it names the development one only). */
export const reactRouterProductionEntry = path.join(packageDir, 'dist/production/index.mjs');

/**
 * react-router's package names only its development build, whatever the mode (remix-run/react-router
 * #12532): its warnings would be built into the app and checked at every render of the routes. The
 * app's build takes its production build instead, which is the same code with those warnings off;
 * the development server and the tests keep the warnings (ADR 0048). A build of the package without it fails
 * here rather than ship the development one unseen.
 */
export function reactRouterProduction(): Alias {
  if (!fs.existsSync(reactRouterProductionEntry)) throw new Error(`react-router has no production build at ${reactRouterProductionEntry}`);
  return { find: /^react-router$/, replacement: reactRouterProductionEntry };
}
