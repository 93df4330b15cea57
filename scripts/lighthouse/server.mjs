// The production build as `npm start` serves it, on a throwaway SQLite file holding the demo family.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runTool, startApp } from '../bench/servers.mjs';

/** The demo family's parent, as `npm run demo` writes it (apps/server/src/cli/demoFamily.ts). */
export const demoParent = { email: 'demo@t1dfamily.example', password: 'demo-family-2026' };

/**
 * Seeds the demo family, starts the server and waits for it; `stop()` ends it and removes the database.
 * `url` is the address families use (PUBLIC_URL): the server's own unless a proxy stands in front of it.
 */
export async function startServer(port, { url = `http://localhost:${port}`, env = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-lighthouse-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    const databaseUrl = path.join(dir, 'app.db');
    runTool('demoMain', [], databaseUrl);
    const app = await startApp(databaseUrl, port, { PUBLIC_URL: url, LOG_LEVEL: 'warn', ...env });
    return {
      url,
      stop: async () => {
        await app.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}
