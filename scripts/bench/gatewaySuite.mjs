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
 * The gateway's own CPU per cheap read over the floor, by engine, as measured on 2026-11-24, when the
 * bare route took 23 µs (SQLite run) and 24 µs (PostgreSQL run) of CPU a request on that machine: the
 * verdict prints this machine's bare route beside it, to tell a slower machine from a costlier gateway.
 */
const ownCostGoalUs = { SQLite: 88, PostgreSQL: 98 };
const bareCpuWhenSetUs = { SQLite: 23, PostgreSQL: 24 };

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
    floor: { port: floorPort, databaseUrl, ownCostGoalUs: ownCostGoalUs[engine], bareCpuWhenSetUs: bareCpuWhenSetUs[engine] },
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
    verdict(
      `${label}: the gateway's own CPU per request over the floor`,
      app.appCpuUs - run.appCpuUs,
      { max: floor.ownCostGoalUs },
      ' µs',
      `(the bare route here: ${Math.round(run.bareCpuUs)} µs a request; ${floor.bareCpuWhenSetUs} µs when the goal was set)`,
    );
  } finally {
    await server.stop();
  }
}
