// Serves the production build the way `npm start` does, on a throwaway SQLite file.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Playwright names the database (so journeys can run the command-line tools on it); alone, a fresh one.
const databaseUrl = process.env.E2E_DATABASE_URL || path.join(fs.mkdtempSync(path.join(os.tmpdir(), 't1d-e2e-')), 'app.db');
const dir = path.dirname(databaseUrl);
// Each Playwright project signs in as a demo family of its own (`npm run demo -- --label <project>`),
// written before the server starts, so one project's coins never show in the other's totals; the game
// journey plays families of its own (game<project>).
for (const label of ['phone', 'desktop', 'gamephone', 'gamedesktop']) {
  const demo = spawnSync(process.execPath, ['apps/server/dist/cli/demoMain.js', '--label', label], {
    stdio: 'inherit',
    // The journeys sign in to the clinic desk with this password (workflow.spec.ts).
    env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_CLINIC_PASSWORD: 'clinic-desk-journeys' },
  });
  if (demo.status !== 0) process.exit(demo.status ?? 1);
}
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: process.env.E2E_PORT ?? '3210',
    PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '3210'}`,
    LOG_LEVEL: 'warn',
    // Journeys create many accounts from one address within a minute.
    SIGNUP_PER_MINUTE: '1000',
    SIGNIN_PER_MINUTE: '1000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
