import { createHash } from 'node:crypto';
import { build, type Plugin, type Rolldown } from 'vite';

/** Builds `entry` on its own, as one minified classic script (no imports, no module). */
async function buildClassicScript(entry: string): Promise<string> {
  const built = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry, formats: ['iife'], name: 'lastDashboard' },
      rolldownOptions: { output: { entryFileNames: 'lastDashboard.js' } },
    },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${entry} built to no script`);
  return chunk.code;
}

/**
 * The page's first script (ADR 0045): `entry` built on its own as a classic script, named by its
 * content's hash, and put twice in index.html: at the end of the head, then at the end of the body. Being
 * classic and not deferred, it runs as the page is parsed, before the app's module is evaluated, so
 * what it paints is on the first frame. It is a file of the app's own (`script-src 'self'`),
 * precached with the rest; the second tag costs no second fetch.
 */
export function lastDashboardScript({ entry }: { entry: string }): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 't1d:last-dashboard-script',
    apply: 'build',
    async buildStart() {
      source = await buildClassicScript(entry);
      fileName = `assets/lastDashboard-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        // After the page's own stylesheet and module, which it reads (the build it belongs to, the styles linked already).
        { tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head' },
        { tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'body' },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
