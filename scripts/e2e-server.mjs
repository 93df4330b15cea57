// Serves the production build the way `npm start` does, on a throwaway SQLite file.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Playwright names the database (so journeys can run the command-line tools on it); alone, a fresh one.
const databaseUrl = process.env.E2E_DATABASE_URL || path.join(fs.mkdtempSync(path.join(os.tmpdir(), 't1d-e2e-')), 'app.db');
const dir = path.dirname(databaseUrl);
// Each Playwright project signs in as a demo family of its own (`npm run demo -- --label <project>`),
// written before the server starts, so one project's coins never show in the other's totals. Two
// journeys count on a family no other journey touches while they run, and have one each per project:
// the game journey (game<project>) and the economy journey, which checks coin totals to the coin
// (economy<project>).
for (const label of ['phone', 'desktop', 'gamephone', 'gamedesktop', 'economyphone', 'economydesktop']) {
  const demo = spawnSync(process.execPath, ['apps/server/dist/cli/demoMain.js', '--label', label], {
    stdio: 'inherit',
    // The journeys sign in to the clinic desk with this password (workflow.spec.ts).
    env: { ...process.env, DATABASE_URL: databaseUrl, DEMO_CLINIC_PASSWORD: 'clinic-desk-journeys' },
  });
  if (demo.status !== 0) process.exit(demo.status ?? 1);
}

const port = Number(process.env.E2E_PORT ?? 3210);
const appUrl = `http://localhost:${port}`;
// Google sign-in against a real OpenID Connect issuer on loopback (the same one the server tests use).
const { startLoopbackIssuer } = await import('../apps/server/dist/devtools/loopbackIssuer.js');
const client = { client_id: 'parent-app-journeys', client_secret: 'journeys-client-secret' };
const issuer = await startLoopbackIssuer({
  port: port + 1,
  clients: [{ ...client, redirect_uris: [`${appUrl}/google-callback`, `${appUrl}/googlesso`] }],
});
// The partner game's website, with an API key of its own, where 'Go Back to Game' lands.
const gameKey = spawnSync(process.execPath, ['apps/server/dist/cli/operatorMain.js', 'game-key', 'create', 'stub-game'], {
  encoding: 'utf8',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
const apiKey = /^(\S{32,})$/m.exec(gameKey.stdout)?.[1];
if (gameKey.status !== 0 || !apiKey) {
  process.stderr.write(gameKey.stderr || 'no game API key\n');
  process.exit(1);
}
const { startGameStub } = await import('./e2e-game-stub.mjs');
const game = await startGameStub({ port: port + 2, appUrl, apiKey });

// The server's warnings and errors go to a file that `npm test` shows when a journey fails (test-all.mjs).
const serverLog = path.resolve(`.tmp/e2e-server-${port}.log`);
fs.mkdirSync(path.dirname(serverLog), { recursive: true });
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['ignore', fs.openSync(serverLog, 'w'), 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    PUBLIC_URL: appUrl,
    LOG_LEVEL: 'warn',
    // Journeys create many accounts from one address within a minute.
    SIGNUP_PER_MINUTE: '1000',
    SIGNIN_PER_MINUTE: '1000',
    OIDC_ISSUER: issuer.url,
    OIDC_CLIENT_ID: client.client_id,
    OIDC_CLIENT_SECRET: client.client_secret,
    ALLOWED_ORIGINS: `http://localhost:${port + 2}`,
    GAME_LOGIN_URL: `http://localhost:${port + 2}/login`,
  },
});
const stop = () => {
  server.kill('SIGTERM');
  game.close();
  void issuer.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
