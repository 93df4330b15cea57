// `npm test`: every check CI runs, in order, stopping at the first failure.
// typecheck, lint and format check side by side → unit (contract, server, web) → integration on SQLite and PostgreSQL →
// production build → the built server as processes (stopping, two servers on one PostgreSQL, crashes,
// backups) → browser journeys against it → the parent's journey in Chromium, Firefox and WebKit →
// Lighthouse gate on it (accessibility and best practices at 100). Ends with one line counting every test.
import fs from 'node:fs';
import path from 'node:path';
import { run, runTogether } from './run.mjs';
import { startCluster } from './pg-cluster.mjs';
import { useRamTempDir } from './ramTempDir.mjs';

useRamTempDir();

const reports = path.resolve('.tmp/test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });
const vitestReport = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`];

/** The journeys' server log (scripts/e2e-server.mjs): its warnings and errors, when a journey failed. */
function showServerLog() {
  for (const file of fs.readdirSync('.tmp').filter((name) => /^e2e-server-\d+\.log$/.test(name))) {
    const lines = fs.readFileSync(path.join('.tmp', file), 'utf8').split('\n').filter(Boolean);
    console.error(`\n=== ${file}: ${lines.length} lines the server logged at warning or above`);
    for (const line of lines.slice(-40)) console.error(line);
  }
}

const started = Date.now();
// The typecheck, the linter and the format check each keep one core busy: on two cores they run side by side.
await runTogether([
  { label: 'typecheck', command: 'npm', args: ['run', '-s', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', '-s', 'lint'] },
  { label: 'format check', command: 'npm', args: ['run', '-s', 'format:check'] },
]);
await run('unit', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web', '--project', 'web-isolated', ...vitestReport('unit')]);
await run('integration (SQLite)', 'npx', ['vitest', 'run', '--project', 'integration', ...vitestReport('sqlite')], {
  TEST_DATABASE_URL: '',
});
// The cluster also stops as the runner exits, a failed step's too (pg-cluster.mjs).
const cluster = await startCluster();
await run('integration (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'integration', ...vitestReport('postgres')], {
  TEST_DATABASE_URL: cluster.url,
});
await run('build', 'npm', ['run', '-s', 'build']);
await run('processes', 'npx', ['vitest', 'run', '--project', 'processes', ...vitestReport('processes')], {
  TEST_DATABASE_URL: cluster.url,
});
// Its server's memory and CPU go back to the journeys.
cluster.stop();
await run(
  'browser journeys',
  'npx',
  ['playwright', 'test', '--config', 'apps/web/e2e/playwright.config.ts'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
  showServerLog,
);
// The parent's journey in Chromium, Firefox and WebKit (Safari's engine); WebKit's browser needs a display.
await run('browser engines', 'xvfb-run', ['-a', 'npx', 'vitest', 'run', '--project', 'engines', ...vitestReport('engines')]);
await run('lighthouse gate', 'node', ['scripts/lighthouse.mjs', '--gate']);

let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(reports)) {
  const report = JSON.parse(fs.readFileSync(path.join(reports, file), 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
console.warn(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)}s`);
console.log(`${passed} passed, ${failed} failed`);
