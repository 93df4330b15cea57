import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractData } from './vitePlugins/contractData.ts';
import { mantineStylesGuard } from './vitePlugins/mantineStylesGuard.ts';
import { precompress } from './vitePlugins/precompress.ts';

const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts');
const alias = { '@t1d/contract': contractSource };

/** Modules that only read data out of the contract; the build keeps that data, not the schemas it was read from. */
const contractDataModules = ['src/shared/api/envelopeKinds.ts', 'src/shared/api/errorReasons.ts', 'src/features/coins/coinReasonList.ts'];

export default defineConfig({
  plugins: [react(), contractData({ modules: contractDataModules, alias }), mantineStylesGuard(), precompress()],
  resolve: {
    // Compile the contract from source so the web app never waits for its build. Its package.json marks
    // it free of side effects: importing one of its exports brings neither the others nor zod along.
    alias,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            { name: 'ui', test: /[\\/]node_modules[\\/]@mantine[\\/]/, minShareCount: 10, priority: 1 },
          ],
        },
      },
    },
  },
});
