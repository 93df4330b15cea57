// The production build as `npm start` serves it, on a throwaway SQLite file holding the demo family.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The demo family's parent, as `npm run demo` writes it (apps/server/src/cli/demoFamily.ts). */
export const demoParent = { email: 'demo@t1dfamily.example', password: 'demo-family-2026' };

/** Seeds the demo family, starts the server and waits for it; `stop()` ends it and removes the database. */
export async function startServer(port) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-lighthouse-'));
  const env = { ...process.env, DATABASE_URL: path.join(dir, 'app.db') };
  const demo = spawnSync(process.execPath, ['apps/server/dist/cli/demoMain.js'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  if (demo.status !== 0) throw new Error('seeding the demo family failed');

  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitForHealth(url, server) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not answer /api/health within 15 s');
}
