// `npm run bench`: throughput, latency and memory of the gateway on the production server build,
// on a throwaway SQLite file. Targets are checked here, never in timed tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const targets = {
  // An authenticated read through the whole gateway path (session look-up, validation, envelope).
  'ParentFamilyHandler.get_members': { p99Ms: 50, minRps: 500 },
  'ParentAuthHandler.getLocations': { p99Ms: 30, minRps: 1000 },
  // Polled every 30 s by every open dashboard; it may run the red-flag rules once per family day.
  'ParentNotification.getUnreadCount': { p99Ms: 50, minRps: 500 },
  // The home red-flag card: page 1, one unread flag, with both totals.
  'RedFlagIntervention.getInterventionsForParentAndChildren': {
    p99Ms: 60,
    minRps: 400,
    payload: { page: 1, per_page: 1, unread_only: true },
  },
  'DiabetsApprovalForm.getWorkflowStatus': { p99Ms: 50, minRps: 500 },
};
// The partner game reports activity in batches of up to 500 events (POST /api/game/v1/activity).
const activityTarget = { minBatchesPerSecond: 40, p99Ms: 250 };
const maxRssMb = 200;
const port = 3290;
const base = `http://127.0.0.1:${port}`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-bench-'));
// The demo family (60 days of activity, two children, red flags) is what the reads are measured on.
const demo = spawnSync(process.execPath, ['apps/server/dist/cli/demoMain.js'], {
  stdio: 'ignore',
  env: { ...process.env, DATABASE_URL: path.join(dir, 'app.db') },
});
if (demo.status !== 0) throw new Error('npm run demo failed');
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: path.join(dir, 'app.db'),
    PORT: String(port),
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    // The bench measures the server, not the per-key limit.
    GAME_API_PER_MINUTE: '1000000',
  },
});

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

let failures = 0;
try {
  await waitForServer();
  const signin = await fetch(`${base}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cmd: 'ParentAuthHandler.signin', email: 'demo@t1dfamily.example', password: 'demo-family-2026' }),
  }).then((response) => response.json());
  const token = signin.data.token;

  for (const [cmd, target] of Object.entries(targets)) {
    const result = await autocannon({
      url: `${base}/api/gateway`,
      method: 'POST',
      connections: 20,
      duration: 8,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ cmd, ...target.payload }),
    });
    const p99 = result.latency.p99;
    const rps = result.requests.average;
    const ok = p99 <= target.p99Ms && rps >= target.minRps && result.non2xx === 0 && result.errors === 0;
    if (!ok) failures += 1;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} ${cmd}: ${Math.round(rps)} req/s (target ≥ ${target.minRps}), p99 ${p99} ms (target ≤ ${target.p99Ms}), non-2xx ${result.non2xx}`,
    );
  }
  failures += await benchActivityBatches(token);
  const rss = rssMb(server.pid);
  const rssOk = rss <= maxRssMb;
  if (!rssOk) failures += 1;
  console.log(`${rssOk ? 'ok  ' : 'MISS'} server memory after load: ${rss.toFixed(0)} MB RSS (target ≤ ${maxRssMb})`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);

/** 500-event activity batches, each with event ids never sent before, through the whole game API path. */
async function benchActivityBatches(token) {
  const created = spawnSync(process.execPath, ['apps/server/dist/cli/operatorMain.js', 'game-key', 'create', 'bench'], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: path.join(dir, 'app.db') },
  });
  const key = /^(gk_\S+)$/m.exec(created.stdout)?.[1];
  if (!key) throw new Error(`game-key create failed: ${created.stderr}`);
  const members = await fetch(`${base}/api/gateway`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ cmd: 'ParentFamilyHandler.get_members', filter_role: 'child' }),
  }).then((response) => response.json());
  const children = members.data.members.map((member) => member.user_id);
  const kinds = ['chat_message', 'friend_connection', 'minigame_with_others', 'npc_chat'];
  let batch = 0;
  const batchBody = () => {
    batch += 1;
    const now = Math.floor(Date.now() / 1000);
    const events = Array.from({ length: 500 }, (_, i) => {
      const base = { event_id: `bench-${batch}-${i}`, child_id: children[i % children.length], occurred_at: now - (i % 3600) };
      if (i % 50 === 0) return { ...base, type: 'skill_learned', skill: `Bench skill ${batch % 40}` };
      if (i % 10 === 0) return { ...base, type: 'played' };
      return { ...base, type: 'interaction', kind: kinds[i % kinds.length], count: 1 + (i % 5) };
    });
    return JSON.stringify({ events });
  };
  const result = await autocannon({
    url: `${base}/api/game/v1/activity`,
    method: 'POST',
    connections: 4,
    duration: 8,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    requests: [{ setupRequest: (request) => ({ ...request, body: batchBody() }) }],
  });
  const rate = result.requests.average;
  const p99 = result.latency.p99;
  const ok = rate >= activityTarget.minBatchesPerSecond && p99 <= activityTarget.p99Ms && result.non2xx === 0 && result.errors === 0;
  console.log(
    `${ok ? 'ok  ' : 'MISS'} game API activity: ${rate.toFixed(1)} batches of 500 events/s (${Math.round(rate * 500).toLocaleString('en-US')} events/s, target ≥ ${activityTarget.minBatchesPerSecond} batches/s), p99 ${p99} ms (target ≤ ${activityTarget.p99Ms}), non-2xx ${result.non2xx}`,
  );
  return ok ? 0 : 1;
}
