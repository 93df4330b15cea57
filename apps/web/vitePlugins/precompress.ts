import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressFile } from '../scripts/precompressFile.mjs';

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which is for the build's own checks, not for browsers.
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (compressible.test(entry.name)) yield file;
  }
}

/**
 * Compresses the built text files once, at build time and at the highest levels, so the server
 * sends the precompressed copy (its static files are served with preCompressed) instead of
 * compressing each response again, at a lower level, on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 't1d:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Once the bundle is written (public/ is copied before it), and only when the build succeeded.
    async writeBundle() {
      // The server's own modules (scripts/prerender.mjs) are never sent to a browser.
      if (this.environment.config.build.ssr) return;
      const written: Promise<number>[] = [];
      for await (const file of filesUnder(outDir)) written.push(precompressFile(file));
      const count = (await Promise.all(written)).reduce((sum, n) => sum + n, 0);
      this.info(`precompressed ${count} files (.br, .gz) in ${path.relative(process.cwd(), outDir) || '.'}`);
    },
  };
}
