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
    // Every route is a dynamic import, so each screen lands in its own chunk. Libraries get chunks of
    // their own: they change less often than our code, so browsers keep them cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-number-format)/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zod|i18next|react-i18next)/ },
          ],
        },
      },
    },
  },
});
