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
  const unindexed = checkPlans(largeFile, atLarge.queries, large.familyTables);
  verdict('queries on those paths that read a family table without an index', unindexed, { max: 0 }, '');
}

/** The app on `file` with its query log on, signed in as the last copy's demo parent. */
async function measureDeployment(file, port) {
  // The demo parent of the last copy: the newest rows, where a missing index would hurt most.
  const lastCopy = new Database(file, { readonly: true })
    .prepare("select email from users where email like 'demo+%@t1dfamily.example' order by id desc limit 1")
    .get();
  const app = await startApp(file, port, { ...benchEnv, LOG_LEVEL: 'debug' }, { stdout: 'pipe' });
  let queries = new Set();
  let pending = '';
  app.output.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) if (line.includes('"msg":"query"')) queries.add(JSON.parse(line).sql);
  });
  try {
    const email = lastCopy?.email ?? 'demo@t1dfamily.example';
    const token = await signIn(app.base, email, 'demo-family-2026');
    const profile = JSON.parse((await gateway(app.base, { cmd: 'ParentAuthHandler.getUserProfile' }, token)).text).data;
    const calls = {
      'dashboard batch': dashboardBatch(profile.p_code),
      'coin log, page 1': { cmd: 'ParentCoinsHandler.get_family_coins_logs', page: 1, per_page: 20 },
    };
    const medians = {};
    const measuredQueries = [];
    for (const [name, body] of Object.entries(calls)) {
      for (let i = 0; i < 30; i += 1) await gateway(app.base, body, token);
      queries = new Set();
      const times = [];
      for (let i = 0; i < 200; i += 1) {
        const startedAt = performance.now();
        const answer = await gateway(app.base, body, token);
        times.push(performance.now() - startedAt);
        if (answer.status !== 200) throw new Error(`${name} failed: ${answer.text.slice(0, 200)}`);
      }
      times.sort((a, b) => a - b);
      medians[name] = times[Math.floor(times.length / 2)];
      measuredQueries.push(...queries);
    }
    return { medians, queries: measuredQueries };
  } finally {
    await app.stop();
  }
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
