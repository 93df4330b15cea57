import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which is for the build's own checks, not for browsers.
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (compressible.test(entry.name)) yield file;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside `file` when they are smaller than it; answers how many were written. */
async function precompressFile(file: string): Promise<number> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const smaller = [
    { suffix: '.br', data: br },
    { suffix: '.gz', data: gz },
  ].filter(({ data }) => data.length < content.length);
  await Promise.all(smaller.map(({ suffix, data }) => writeFile(file + suffix, data)));
  return smaller.length;
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
      const written: Promise<number>[] = [];
      for await (const file of filesUnder(outDir)) written.push(precompressFile(file));
      const count = (await Promise.all(written)).reduce((sum, n) => sum + n, 0);
      this.info(`precompressed ${count} files (.br, .gz) in ${path.relative(process.cwd(), outDir) || '.'}`);
    },
  };
}
