// Runs the process tests (the built server started as processes: stopping, two servers on one
// PostgreSQL, crashes, backups) on a throwaway PostgreSQL cluster. Needs `npm run build` first.
import { run } from './run.mjs';
import { startCluster } from './pg-cluster.mjs';
import { useRamTempDir } from './ramTempDir.mjs';

useRamTempDir();

// The cluster stops as the runner exits (pg-cluster.mjs).
const cluster = await startCluster();
await run('processes', 'npx', ['vitest', 'run', '--project', 'processes', ...process.argv.slice(2)], { TEST_DATABASE_URL: cluster.url });
