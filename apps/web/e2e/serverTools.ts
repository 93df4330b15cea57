import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** One of the server's command-line tools (apps/server/dist/cli) on the e2e server's database; answers what it printed. */
export function serverTool(script: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, [`apps/server/dist/cli/${script}`, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/**
 * The partner game reports a concern about a child through the real game API, as the game would,
 * with an API key made for it alone and revoked after: the child's parents get a red flag.
 */
export async function gameRaisesConcern(request: APIRequestContext, childId: number, reason: string, label: string) {
  const name = `concern-${label}-${Date.now()}`;
  const key = /^(\S{32,})$/m.exec(serverTool('operatorMain.js', 'game-key', 'create', name))?.[1] ?? '';
  expect(key).not.toBe('');
  try {
    const events = [{ event_id: `${name}-1`, child_id: childId, type: 'concern', reason, occurred_at: Math.floor(Date.now() / 1000) }];
    const answer = await request.post('/api/game/v1/activity', { data: { events }, headers: { Authorization: `Bearer ${key}` } });
    expect(await answer.json()).toEqual({ accepted: 1, duplicates: 0, errors: [] });
  } finally {
    serverTool('operatorMain.js', 'game-key', 'revoke', name);
  }
}
