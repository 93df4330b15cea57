// `npm run bench [-- --families N] [-- --only gateway,signin,commands,scale]`: the server's speed and
// memory against their goals (docs/performance.md), on the production build, on SQLite and on a
// throwaway PostgreSQL cluster. Goals live here, never in timed tests; exits 1 when one is missed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { commandsSuite } from './bench/commandsSuite.mjs';
import { gatewaySuite } from './bench/gatewaySuite.mjs';
import { misses, section, verdict } from './bench/report.mjs';
import { scaleSuite } from './bench/scaleSuite.mjs';
import { benchEnv, gateway, rssMb, runTool, signIn, startApp } from './bench/servers.mjs';
import { signinSuite } from './bench/signinSuite.mjs';
import { startCluster, withClient } from './pg-cluster.mjs';

const { values } = parseArgs({
  options: { families: { type: 'string', default: '10000' }, only: { type: 'string', default: 'gateway,signin,commands,scale' } },
});
const only = new Set(values.only.split(','));
const families = Number(values.families);
const demo = { email: 'demo@t1dfamily.example', password: 'demo-family-2026' };
const maxRssMb = 200;

/** The demo family's deployment on one engine: the app on it, signed in as the demo parent. */
async function onDemoFamily(databaseUrl, port, measure) {
  runTool('demoMain', [], databaseUrl);
  const app = await startApp(databaseUrl, port, benchEnv);
  try {
    const token = await signIn(app.base, demo.email, demo.password);
    const profile = JSON.parse((await gateway(app.base, { cmd: 'ParentAuthHandler.getUserProfile' }, token)).text);
    await measure({ app, token, parentCode: profile.data.p_code, databaseUrl });
  } finally {
    await app.stop();
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 't1d-bench-'));
let cluster;
try {
  console.log(`Machine: ${os.cpus().length} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  if (['gateway', 'signin', 'commands'].some((suite) => only.has(suite))) {
    await onDemoFamily(path.join(dir, 'demo.db'), 3290, async (context) => {
      if (only.has('gateway')) await gatewaySuite({ ...context, engine: 'SQLite', barePort: 3291, floorPort: 3298 });
      if (only.has('signin')) await signinSuite({ ...context, ...demo });
      if (only.has('commands')) await commandsSuite(context);
      section('Memory');
      verdict('server memory after the load (RSS)', rssMb(context.app.pid), { max: maxRssMb }, ' MB');
    });
  }
  if (only.has('gateway') || only.has('scale')) cluster = await startCluster();
  if (only.has('gateway')) {
    const url = `${cluster.url.replace(/\/postgres$/, '')}/demo`;
    await createDatabase(cluster.url, 'demo');
    await onDemoFamily(url, 3292, (context) => gatewaySuite({ ...context, engine: 'PostgreSQL', barePort: 3293, floorPort: 3299 }));
  }
  if (only.has('scale')) await scaleSuite({ families, sqliteDir: dir, cluster, createDatabase, ports: [3294, 3295, 3296, 3297] });
} finally {
  cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
const missed = misses();
console.log(missed.length ? `\n${missed.length} goal(s) missed: ${missed.join('; ')}` : '\nEvery goal met.');
process.exit(missed.length ? 1 : 0);

/** A new database on the cluster, empty or a copy of `template`. */
function createDatabase(adminUrl, name, template) {
  return withClient(adminUrl, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`));
}
