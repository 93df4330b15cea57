// The gateway against the framework's ceiling: the cheap read and the dashboard's batch, each beside a
// bare Fastify route that answers the same JSON (PROTOCOL.md "Batched calls" for the batch).
import fs from 'node:fs';
import { sideBySide } from './load.mjs';
import { section, verdict } from './report.mjs';
import { gateway, startBare } from './servers.mjs';

const goals = { cheapReadShare: 50, cheapReadP99Ms: 20, dashboardShare: 25 };

/** The dashboard's first batch, as the web app sends it for this parent. */
export function dashboardBatch(parentCode) {
  const { calls } = JSON.parse(fs.readFileSync(new URL('./dashboardReads.json', import.meta.url), 'utf8'));
  return { calls: calls.map((call) => (call.parent_code ? { ...call, parent_code: parentCode } : call)) };
}

export async function gatewaySuite({ app, token, parentCode, engine, barePort }) {
  section(`Gateway beside a bare Fastify route (${engine}, 100 connections, A B A B)`);
  const cheapRead = { cmd: 'ParentNotification.getUnreadCount' };
  await compare({
    app,
    token,
    barePort,
    path: '/api/gateway',
    body: cheapRead,
    label: `getUnreadCount (${engine})`,
    share: goals.cheapReadShare,
    p99: goals.cheapReadP99Ms,
  });
  const batch = dashboardBatch(parentCode);
  await compare({
    app,
    token,
    barePort,
    path: '/api/gateway/batch',
    body: batch,
    label: `dashboard batch of ${batch.calls.length} reads (${engine})`,
    share: goals.dashboardShare,
  });
}

async function compare({ app, token, barePort, path, body, label, share, p99 }) {
  const answer = await gateway(app.base, body, token);
  const parsed = JSON.parse(answer.text);
  const failedCalls = parsed.results ? parsed.results.filter((result) => result.status !== 200) : parsed.code === 200 ? [] : [parsed];
  if (answer.status !== 200 || failedCalls.length > 0)
    throw new Error(`${label} did not succeed: ${JSON.stringify(failedCalls).slice(0, 300)}`);
  const bare = await startBare(barePort, answer.text);
  try {
    const run = await sideBySide({ app, bare, path, body, token });
    const detail = `(${Math.round(run.appRps).toLocaleString('en-US')} vs ${Math.round(run.bareRps).toLocaleString('en-US')} req/s; server CPU ${Math.round(run.appCpuUs)} vs ${Math.round(run.bareCpuUs)} µs per request; failed ${run.failed})`;
    verdict(`${label}: share of the bare route's req/s`, (run.appRps / run.bareRps) * 100, { min: share }, ' %', detail);
    if (p99 !== undefined) verdict(`${label}: p99`, run.appP99, { max: p99 }, ' ms');
    if (run.failed > 0) verdict(`${label}: failed answers`, run.failed, { max: 0 }, '');
  } finally {
    await bare.stop();
  }
}
