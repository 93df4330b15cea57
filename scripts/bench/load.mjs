// Load generation: autocannon against one URL, with the server's CPU time per request alongside.
import autocannon from 'autocannon';
import { cpuMicros } from './servers.mjs';

/** POSTs `body` for `seconds` over `connections`; answers throughput, latency and the server's CPU per request. */
export async function load({ url, body, token, connections = 100, seconds = 5, pid }) {
  const cpuBefore = pid ? cpuMicros(pid) : 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const served = result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p95: result.latency.p97_5 ?? result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuPerRequestUs: pid && served ? (cpuMicros(pid) - cpuBefore) / served : null,
  };
}

/**
 * The app and the bare route side by side, in turns (A B A B) so that whatever else the machine
 * does falls on both alike; a short warm-up first lets both JIT-compile their paths.
 */
export async function sideBySide({ app, bare, path, body, token, rounds = 2, seconds = 5 }) {
  const warm = { body, token, connections: 100, seconds: 1 };
  await load({ ...warm, url: `${bare.base}${path}` });
  await load({ ...warm, url: `${app.base}${path}` });
  const apps = [];
  const bares = [];
  for (let round = 0; round < rounds; round += 1) {
    bares.push(await load({ url: `${bare.base}${path}`, body, token, seconds, pid: bare.pid }));
    apps.push(await load({ url: `${app.base}${path}`, body, token, seconds, pid: app.pid }));
  }
  const mean = (runs, key) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
  return {
    appRps: mean(apps, 'rps'),
    bareRps: mean(bares, 'rps'),
    appP99: Math.max(...apps.map((run) => run.p99)),
    appCpuUs: mean(apps, 'cpuPerRequestUs'),
    bareCpuUs: mean(bares, 'cpuPerRequestUs'),
    failed: apps.reduce((sum, run) => sum + run.failed, 0),
  };
}
