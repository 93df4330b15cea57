// Scale: the dashboard's reads and the coin log at 100 families and at a large deployment, on SQLite;
// the time per call may grow at most 1.5×, and every query on those paths must use an index.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { growToFamilies } from './cloneFamilies.mjs';
import { dashboardBatch } from './gatewaySuite.mjs';
import { section, verdict } from './report.mjs';
import { benchEnv, gateway, runTool, signIn, startApp } from './servers.mjs';

const maxGrowth = 1.5;
const small = 100;

export async function scaleSuite({ families, sqliteDir, ports }) {
  section(`Scale: ${small.toLocaleString('en-US')} families against ${families.toLocaleString('en-US')} (SQLite)`);
  const template = path.join(sqliteDir, 'template.db');
  runTool('demoMain', [], template);
  const [smallFile, largeFile] = ['small.db', 'large.db'].map((name) => path.join(sqliteDir, name));
  fs.copyFileSync(template, smallFile);
  fs.copyFileSync(template, largeFile);
  growToFamilies(smallFile, small);
  const started = Date.now();
  const large = growToFamilies(largeFile, families);
  console.log(
    `generated ${large.families.toLocaleString('en-US')} families, ${large.rows.toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );

  const atSmall = await measureDeployment(smallFile, ports[0]);
  const atLarge = await measureDeployment(largeFile, ports[1]);
  for (const name of Object.keys(atSmall.medians)) {
    const growth = atLarge.medians[name] / atSmall.medians[name];
    verdict(
      `${name}: median time at ${families.toLocaleString('en-US')} ÷ at ${small}`,
      growth,
      { max: maxGrowth },
      '×',
      `(${atSmall.medians[name].toFixed(2)} → ${atLarge.medians[name].toFixed(2)} ms)`,
    );
  }
  for (const [name, statements] of Object.entries(atLarge.queries))
    verdict(`${name}: statements whose plans were read`, statements.length, { min: 1 }, '');
  const unindexed = checkPlans(largeFile, Object.values(atLarge.queries).flat(), large.familyTables);
  verdict('queries on those paths that read a family table without an index', unindexed, { max: 0 }, '');
}

/**
 * The app on `file` with its query log on and its scheduled work off, signed in as the last copy's
 * demo parent. The jobs stay off because at startup they sweep every family (the red-flag evaluation
 * logs about ten queries per family): that would be measured beside the calls, and its lines would
 * bury theirs.
 */
async function measureDeployment(file, port) {
  // The demo parent of the last copy: the newest rows, where a missing index would hurt most.
  const lastCopy = new Database(file, { readonly: true })
    .prepare("select email from users where email like 'demo+%@t1dfamily.example' order by id desc limit 1")
    .get();
  const env = { ...benchEnv, LOG_LEVEL: 'debug', JOBS_ENABLED: 'false' };
  const app = await startApp(file, port, env, { stdout: 'pipe' });
  const log = queryLog(app);
  try {
    const email = lastCopy?.email ?? 'demo@t1dfamily.example';
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
      const seen = new Promise((resolve) => (awaited = { url, seen: resolve }));
      await fetch(`${app.base}${url}`);
      await seen;
      const since = [...statements];
      statements = new Set();
      return since;
    },
  };
}

// A table this small is read faster whole than through an index, and SQLite rightly says so.
const smallTableRows = 10_000;

/**
 * EXPLAIN QUERY PLAN of each statement: a family table that grew with the families and is read by a
 * full scan (not SEARCH) is counted and shown; every index the plans use is listed.
 */
function checkPlans(file, queries, familyTables) {
  const db = new Database(file, { readonly: true });
  const grown = (table) => db.prepare(`select count(*) as n from "${table}"`).get().n > smallTableRows;
  const owned = new Set(familyTables.filter(grown));
  let unindexed = 0;
  const indexes = new Set();
  for (const sql of new Set(queries)) {
    const plan = db.prepare(`explain query plan ${sql}`).all(...Array(countParameters(sql)).fill(null));
    for (const { detail } of plan) {
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
      for (const match of detail.matchAll(/USING (?:COVERING )?INDEX (\w+)|USING INTEGER PRIMARY KEY/g))
        indexes.add(match[1] ?? 'primary key');
      if (scanned && owned.has(scanned)) {
        unindexed += 1;
        console.log(`  no index: ${detail}\n    in: ${sql}`);
      }
    }
  }
  db.close();
  console.log(`  indexes used: ${[...indexes].sort().join(', ')}`);
  return unindexed;
}

function countParameters(sql) {
  return (sql.match(/\?/g) ?? []).length;
}
