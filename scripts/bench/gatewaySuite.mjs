// The gateway against the framework's ceiling: the cheap read and the dashboard's batch, each beside a
// bare Fastify route that answers the same JSON (docs/protocol.md, "Batched calls", for the batch). The cheap
// read is also set beside its floor (floorServer.mjs): the same two queries with nothing around them,
// which shows how much of the gap to the bare route any database-backed session leaves.
//
// The goal is the gateway's own cost over that floor, in server CPU per request: it must not grow past
// what it was when the goal was set (docs/performance.md). Shares of the bare route and the p99 are
// printed beside it: no server that reads its sessions from its database reaches half of a bare route
// here, and a session cache that would do it would let a revoked session through.
import fs from 'node:fs';
import { sideBySide } from './load.mjs';
import { format, info, section, verdict } from './report.mjs';
import { gateway, startBare, startFloor } from './servers.mjs';

/**
 * The gateway's own CPU per cheap read over the floor, by engine, as measured on 2026-11-24 (`ownUs`),
 * when the floor itself took `floorUs` of CPU a request on that machine. A slower machine takes longer
 * for both: the goal here is scaled by the floor measured in the same run, so the verdict tells a
 * costlier gateway from a slower machine. The floor is the nearest yardstick there is: the same HTTP
 * answer and the same two reads, on the same engine, in the same minute.
 */
const ownCostGoal = { SQLite: { ownUs: 88, floorUs: 58 }, PostgreSQL: { ownUs: 98, floorUs: 119 } };

/** The dashboard's first batch, as the web app sends it for this parent. */
export function dashboardBatch(parentCode) {
  const { calls } = JSON.parse(fs.readFileSync(new URL('./dashboardReads.json', import.meta.url), 'utf8'));
  return { calls: calls.map((call) => (call.parent_code ? { ...call, parent_code: parentCode } : call)) };
}

export async function gatewaySuite({ app, token, parentCode, databaseUrl, engine, barePort, floorPort }) {
  section(`Gateway beside a bare Fastify route (${engine}, 100 connections, A B A B)`);
  const cheapRead = { cmd: 'ParentNotification.getUnreadCount' };
  await compare({
    app,
    token,
    barePort,
    path: '/api/gateway',
    body: cheapRead,
    label: `getUnreadCount (${engine})`,
    floor: { port: floorPort, databaseUrl, goal: ownCostGoal[engine] },
  });
  const batch = dashboardBatch(parentCode);
  await compare({
    app,
    token,
    barePort,
    path: '/api/gateway/batch',
    body: batch,
    label: `dashboard batch of ${batch.calls.length} reads (${engine})`,
  });
}

const rate = (requestsPerSecond) => Math.round(requestsPerSecond).toLocaleString('en-US');

async function compare({ app, token, barePort, path, body, label, floor }) {
  const answer = await gateway(app.base, body, token);
  const parsed = JSON.parse(answer.text);
  const failedCalls = parsed.results ? parsed.results.filter((result) => result.status !== 200) : parsed.code === 200 ? [] : [parsed];
  if (answer.status !== 200 || failedCalls.length > 0)
    throw new Error(`${label} did not succeed: ${JSON.stringify(failedCalls).slice(0, 300)}`);
  const bare = await startBare(barePort, answer.text);
  try {
    const run = await sideBySide({ app, bare, path, body, token });
    const detail = `(${rate(run.appRps)} vs ${rate(run.bareRps)} req/s; server CPU ${Math.round(run.appCpuUs)} vs ${Math.round(run.bareCpuUs)} µs per request; failed ${run.failed})`;
    info(`${label}: ${format(Math.round((run.appRps / run.bareRps) * 100))} % of the bare route's req/s, p99 ${run.appP99} ms`, detail);
    if (run.failed > 0) verdict(`${label}: failed answers`, run.failed, { max: 0 }, '');
    if (floor) await compareFloor({ floor, bare, token, path, body, label, app: run, expected: answer.text });
  } finally {
    await bare.stop();
  }
}

/** The floor beside the same bare route, and the gateway's own cost over it against its goal. */
async function compareFloor({ floor, bare, token, path, body, label, app, expected }) {
  const server = await startFloor(floor.port, floor.databaseUrl);
  try {
    const answered = await gateway(server.base, body, token);
    if (answered.text !== expected) throw new Error(`the floor answered ${answered.text}, not the app's ${expected}`);
    const run = await sideBySide({ app: server, bare, path, body, token });
    if (run.failed > 0) throw new Error(`the floor failed ${run.failed} answers under load`);
    info(
      `${label}: its floor (the session look-up and the count alone) serves ${format(Math.round((run.appRps / run.bareRps) * 100))} % of the bare route's req/s`,
      `(${rate(run.appRps)} vs ${rate(run.bareRps)} req/s; server CPU ${Math.round(run.appCpuUs)} vs ${Math.round(run.bareCpuUs)} µs per request; p99 ${run.appP99} ms)`,
    );
    const { ownUs, floorUs } = floor.goal;
    const goalHereUs = Math.round((ownUs * run.appCpuUs) / floorUs);
    verdict(
      `${label}: the gateway's own CPU per request over the floor`,
      app.appCpuUs - run.appCpuUs,
      { max: goalHereUs },
      ' µs',
      `(${ownUs} µs when the goal was set, the floor then ${floorUs} µs a request and here ${Math.round(run.appCpuUs)}; the bare route here ${Math.round(run.bareCpuUs)} µs)`,
    );
  } finally {
    await server.stop();
  }
}
