// Runs the server integration tests on SQLite, then on a throwaway PostgreSQL cluster.
import { run } from './run.mjs';
import { startCluster } from './pg-cluster.mjs';
import { useRamTempDir } from './ramTempDir.mjs';

useRamTempDir();

const extra = process.argv.slice(2);
await run('integration (SQLite)', 'npx', ['vitest', 'run', '--project', 'integration', ...extra], { TEST_DATABASE_URL: '' });
// The cluster stops as the runner exits (pg-cluster.mjs).
const cluster = await startCluster();
await run('integration (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'integration', ...extra], {
  TEST_DATABASE_URL: cluster.url,
});
