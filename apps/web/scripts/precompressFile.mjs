// Writing a built file's brotli and gzip copies, shared by the build's precompress plugin
// (vitePlugins/precompress.ts) and the prerender step (prerender.mjs), which writes its pages after it.
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside `file`, at the highest levels, when they are smaller than
 * it; answers how many were written.
 */
export async function precompressFile(file) {
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
