import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { keepStylesUnderTheWorker, preloadsBesideTheWorker, withPreloadsBesideTheWorker } from './preloadsBesideTheWorker';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-preloads-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A page whose entry imports a screen lazily, and the screen a module another screen shares. */
async function buildLazyScreens() {
  fs.writeFileSync(path.join(root, 'index.html'), '<script type="module" src="./main.js"></script>');
  fs.writeFileSync(path.join(root, 'main.js'), 'import("./screen.js").then((m) => m.show()); import("./other.js");');
  fs.writeFileSync(path.join(root, 'screen.js'), 'import { shared } from "./shared.js"; export const show = () => shared;');
  fs.writeFileSync(path.join(root, 'other.js'), 'import { shared } from "./shared.js"; export default shared;');
  fs.writeFileSync(path.join(root, 'shared.js'), 'export const shared = "shared";');
  const output = (await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [preloadsBesideTheWorker()],
    build: { write: false },
  })) as Rollup.RollupOutput;
  return output.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

describe('lazy imports under the service worker', () => {
  it("puts the worker's check first in the preload helper of the installed Vite", async () => {
    const chunks = await buildLazyScreens();
    const helper = chunks.find((chunk) => chunk.code.includes('modulepreload'));
    expect(helper?.code).toContain('navigator.serviceWorker.controller');
    expect(helper?.code).toMatch(/\.filter\(\(?\w+\)?\s*=>\s*\w+\.endsWith\(["'`]\.css["'`]\)\)/);
  });

  it('adds the check once, at the start of the preload function', () => {
    const helper =
      'const seen = {};export const __vitePreload = function preload(baseModule, deps, importerUrl) {\n\tlet promise = Promise.resolve();';
    expect(withPreloadsBesideTheWorker(helper)).toBe(
      `const seen = {};export const __vitePreload = function preload(baseModule, deps, importerUrl) {\n${keepStylesUnderTheWorker}\n\tlet promise = Promise.resolve();`,
    );
  });

  it('answers null for a helper of another shape, which fails the build', () => {
    expect(withPreloadsBesideTheWorker('export const __vitePreload = (base, deps) => base();')).toBeNull();
  });
});
