import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Compile the contract from source so the web app never waits for its build.
    alias: { '@t1d/contract': path.resolve(import.meta.dirname, '../../packages/contract/src/index.ts') },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every route is a dynamic import, so each screen lands in its own chunk without extra settings.
  },
});
