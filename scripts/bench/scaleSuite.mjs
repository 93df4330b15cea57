// Scale: the dashboard's reads and the coin log at 100 families and at a large deployment, on SQLite
// and on PostgreSQL; the time per call may grow at most 1.5×, and every query on those paths must use
// an index.
import fs from 'node:fs';
import path from 'node:path';
import { lastDemoParent } from './clonePlan.mjs';
import { openDatabase } from '../../apps/server/dist/db/database.js';
import { fullReads, readWholeAllowed, statementPlans } from '../../apps/server/dist/db/queryPlans.js';
import { growToFamilies } from './cloneFamilies.mjs';
import { growToFamiliesPostgres } from './cloneFamiliesPostgres.mjs';
import { dashboardBatch } from './gatewaySuite.mjs';
import { section, verdict } from './report.mjs';
import { benchEnv, gateway, runTool, signIn, startApp } from './servers.mjs';

const maxGrowth = 1.5;
const small = 100;

export async function scaleSuite({ families, sqliteDir, cluster, createDatabase, ports }) {
  await scaleOn(sqliteEngine(sqliteDir), families, ports.slice(0, 2));
  await scaleOn(postgresEngine(cluster, createDatabase), families, ports.slice(2, 4));
}

/** Each engine's way to make the two deployments from the demo one and grow them. */
function sqliteEngine(dir) {
  return {
    name: 'SQLite',
    async deployments() {
      const template = path.join(dir, 'template.db');
      runTool('demoMain', [], template);
      const files = ['small.db', 'large.db'].map((name) => path.join(dir, name));
      for (const file of files) fs.copyFileSync(template, file);
      return files;
    },
    grow: growToFamilies,
  };
}

function postgresEngine(cluster, createDatabase) {
  const urlOf = (name) => `${cluster.url.replace(/\/postgres$/, '')}/${name}`;
  return {
    name: 'PostgreSQL',
    async deployments() {
      await createDatabase(cluster.url, 'scale_small');
      runTool('demoMain', [], urlOf('scale_small'));
      await createDatabase(cluster.url, 'scale_large', 'scale_small');
      return [urlOf('scale_small'), urlOf('scale_large')];
    },
    grow: growToFamiliesPostgres,
  };
}

async function scaleOn(engine, families, ports) {
  section(`Scale: ${small.toLocaleString('en-US')} families against ${families.toLocaleString('en-US')} (${engine.name})`);
  const [smallUrl, largeUrl] = await engine.deployments();
  const smallGrown = await engine.grow(smallUrl, small);
  const started = Date.now();
  const large = await engine.grow(largeUrl, families);
  console.log(
    `generated ${large.families.toLocaleString('en-US')} families, ${large.rows.toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  const atSmall = await measureDeployment(smallUrl, lastDemoParent(smallGrown.copies), ports[0]);
  const atLarge = await measureDeployment(largeUrl, lastDemoParent(large.copies), ports[1]);
  for (const name of Object.keys(atSmall.medians)) {
    const growth = atLarge.medians[name] / atSmall.medians[name];
    verdict(
      `${name} (${engine.name}): median time at ${families.toLocaleString('en-US')} ÷ at ${small}`,
      growth,
      { max: maxGrowth },
      '×',
      `(${atSmall.medians[name].toFixed(2)} → ${atLarge.medians[name].toFixed(2)} ms)`,
    );
  }
  for (const [name, statements] of Object.entries(atLarge.queries))
    verdict(`${name} (${engine.name}): statements whose plans were read`, statements.length, { min: 1 }, '');
  const statements = [...new Set(Object.values(atLarge.queries).flat())];
  const database = await openDatabase(largeUrl, { migrate: false });
  const plans = await statementPlans(database, statements).finally(() => database.close());
  const unindexed = countFullReads(plans);
  verdict(`queries on those paths that read a family table without an index (${engine.name})`, unindexed, { max: 0 }, '');
}

/**
 * The app on `databaseUrl` with its query log on and its scheduled work off, signed in as `email`.
 * The jobs stay off because at startup they sweep every family (the red-flag evaluation logs about
 * ten queries per family): that would be measured beside the calls, and its lines would bury theirs.
 */
async function measureDeployment(databaseUrl, email, port) {
  const env = { ...benchEnv, LOG_LEVEL: 'debug', JOBS_ENABLED: 'false' };
  const app = await startApp(databaseUrl, port, env, { stdout: 'pipe' });
  const log = queryLog(app);
  try {
    const token = await signIn(app.base, email, 'demo-family-2026');
    const profile = JSON.parse((await gateway(app.base, { cmd: 'ParentAuthHandler.getUserProfile' }, token)).text).data;
    const calls = {
      'dashboard batch': dashboardBatch(profile.p_code),
      'coin log, page 1': { cmd: 'ParentCoinsHandler.get_family_coins_logs', page: 1, per_page: 20 },
    };
    const medians = {};
    const queries = {};
    for (const [name, body] of Object.entries(calls)) {
      for (let i = 0; i < 30; i += 1) await gateway(app.base, body, token);
      await log.mark('start');
      const times = [];
      for (let i = 0; i < 200; i += 1) {
        const startedAt = performance.now();
        const answer = await gateway(app.base, body, token);
        times.push(performance.now() - startedAt);
        if (answer.status !== 200) throw new Error(`${name} failed: ${answer.text.slice(0, 200)}`);
      }
      queries[name] = await log.mark('end');
      times.sort((a, b) => a - b);
      medians[name] = times[Math.floor(times.length / 2)];
    }
    return { medians, queries };
  } finally {
    await app.stop();
  }
}

/**
 * The SQL the app logs, cut by marks: the log is written asynchronously, so a call's query lines
 * may arrive after its answer. A mark is a request whose log line is awaited; `mark` answers the
 * distinct statements logged since the previous mark.
 */
function queryLog(app) {
  let statements = new Set();
  let pending = '';
  let awaited;
  app.output.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      if (line.includes('"msg":"query"')) statements.add(JSON.parse(line).sql);
      else if (awaited && line.includes(awaited.url)) awaited.seen();
    }
  });
  let marks = 0;
  return {
    async mark(name) {
      const url = `/api/health?mark=${name}-${(marks += 1)}`;
      const seen = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the log never showed ${url}`)), 10_000);
        awaited = { url, seen: () => resolve(clearTimeout(timer)) };
      });
      await fetch(`${app.base}${url}`);
      await seen;
      const since = [...statements];
      statements = new Set();
      return since;
    },
  };
}

/**
 * The plan steps that read a table whole (db/queryPlans.ts) are counted and shown; every index the
 * plans use is listed, and so are the deployment's small tables read whole (settings, catalogues).
 */
function countFullReads(plans) {
  const reads = fullReads(plans);
  for (const { detail, sql } of reads) console.log(`  no index: ${detail}\n    in: ${sql}`);
  const steps = plans.flatMap((plan) => plan.steps);
  const indexes = new Set(steps.flatMap((step) => step.indexes));
  const small = new Set(steps.map((step) => step.scanned).filter((table) => readWholeAllowed.has(table)));
  console.log(`  indexes used: ${[...indexes].sort().join(', ')}`);
  console.log(`  deployment tables read whole: ${[...small].sort().join(', ') || 'none'}`);
  return reads.length;
}
